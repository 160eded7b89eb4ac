import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * GEDCOM import and export (issue 13, docs/decisions/0015-gedcom.md): the import jobs, the events
 * with their GEDCOM dates (original phrase and a sortable date), and the lines the product does
 * not model, kept with their person or family so that an export writes them out again.
 */
export function gedcomMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Table = CreateTableBuilder<any, any>;
  const withId = (db: AnyDb, name: string): Table =>
    dialect === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema
          .createTable(name)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const ofFamily = (t: Table) =>
    t
      .addColumn('family_id', 'integer', (c) =>
        c.notNull().references('families.id').onDelete('cascade'),
      )
      .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('cascade'))
      .addColumn('spouse_id', 'integer', (c) => c.references('persons.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull());

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('gedcom_import_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('processed', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('summary', 'text')
        .addColumn('warnings', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('gedcom_import_jobs_status')
        .on('gedcom_import_jobs')
        .column('status')
        .execute();

      // A person's event (person_id) or a family's (person_id and spouse_id, or one parent).
      await ofFamily(withId(db, 'gedcom_events'))
        .addColumn('of_family', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('value', 'text')
        .addColumn('event_type', 'text')
        .addColumn('date_phrase', 'text')
        .addColumn('date_sort', 'text')
        .addColumn('place', 'text')
        .addColumn('extra', 'text')
        .execute();
      // The export reads a page of persons' events, and the family events of their partners.
      await db.schema
        .createIndex('gedcom_events_person')
        .on('gedcom_events')
        .columns(['family_id', 'person_id', 'position'])
        .execute();
      await db.schema
        .createIndex('gedcom_events_spouse')
        .on('gedcom_events')
        .columns(['family_id', 'spouse_id'])
        .execute();

      // `context`: INDI / NAME / FAM lines of a person or family, REC a whole level-0 record.
      await ofFamily(withId(db, 'gedcom_kept'))
        .addColumn('context', 'text', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('gedcom_kept_person')
        .on('gedcom_kept')
        .columns(['family_id', 'person_id', 'position'])
        .execute();
      await db.schema
        .createIndex('gedcom_kept_spouse')
        .on('gedcom_kept')
        .columns(['family_id', 'spouse_id'])
        .execute();
      // The export pages through a family's persons in id order.
      await db.schema
        .createIndex('persons_family_id')
        .on('persons')
        .columns(['family_id', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('persons_family_id').execute();
      await db.schema.dropTable('gedcom_kept').execute();
      await db.schema.dropTable('gedcom_events').execute();
      await db.schema.dropTable('gedcom_import_jobs').execute();
    },
  };
}

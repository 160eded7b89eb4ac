import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * The family's research, first step (issue 30, decision 0034): repositories, sources and the
 * citations that tie a source to a person (one of their facts, or an imported event) or a couple.
 */
export function sourcesCitationsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const withId = <T extends string>(create: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? create.addColumn('id', 'serial', (c) => c.primaryKey())
      : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const ofFamily = <T extends string>(create: CreateTableBuilder<T, never>) =>
    withId(create).addColumn('family_id', 'integer', (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    );
  return {
    async up(db: AnyDb) {
      await ofFamily(db.schema.createTable('repositories'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('repositories_family')
        .on('repositories')
        .column('family_id')
        .execute();

      await ofFamily(db.schema.createTable('sources'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('author', 'text')
        .addColumn('publication', 'text')
        .addColumn('abbreviation', 'text')
        .addColumn('repository_id', 'integer', (c) =>
          c.references('repositories.id').onDelete('set null'),
        )
        .addColumn('call_number', 'text')
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sources_family').on('sources').column('family_id').execute();

      await ofFamily(db.schema.createTable('citations'))
        .addColumn('source_id', 'integer', (c) =>
          c.notNull().references('sources.id').onDelete('cascade'),
        )
        .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('cascade'))
        .addColumn('union_id', 'integer', (c) => c.references('unions.id').onDelete('cascade'))
        // Which fact of the person or couple: name, birth, death, sex, marriage; null: the whole.
        .addColumn('fact', 'text')
        .addColumn('event_id', 'integer', (c) =>
          c.references('gedcom_events.id').onDelete('cascade'),
        )
        .addColumn('page', 'text')
        .addColumn('date', 'text')
        .addColumn('quality', 'integer')
        .addColumn('note', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('citations_one_subject', sql`(person_id is null) <> (union_id is null)`)
        .execute();
      await db.schema
        .createIndex('citations_person')
        .on('citations')
        .columns(['family_id', 'person_id'])
        .execute();
      await db.schema
        .createIndex('citations_source')
        .on('citations')
        .columns(['family_id', 'source_id'])
        .execute();
      await db.schema.createIndex('citations_union').on('citations').column('union_id').execute();
      await db.schema.createIndex('citations_event').on('citations').column('event_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('citations').execute();
      await db.schema.dropTable('sources').execute();
      await db.schema.dropTable('repositories').execute();
    },
  };
}

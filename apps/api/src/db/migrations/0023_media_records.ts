import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Media as records (issue 30, decision 0039): a stored file (an image with its thumbnails, or a
 * PDF) with a title, a GEDCOM date phrase and a description, and its links to what it shows: a
 * person, a couple, a source or an imported event, exactly one per link, with real foreign keys
 * so the record's deletion takes its links.
 */
export function mediaRecordsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const ofFamily = <T extends string>(create: CreateTableBuilder<T, never>) =>
    (dialect === 'postgres'
      ? create.addColumn('id', 'serial', (c) => c.primaryKey())
      : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    ).addColumn('family_id', 'integer', (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    );
  const isSet = (column: string) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`;
  return {
    async up(db: AnyDb) {
      await ofFamily(db.schema.createTable('media'))
        // The file's name in the store (the image store's random names; a PDF's ends in .pdf).
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        // image or document
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        // A GEDCOM date phrase ("ABT 1920", "12 MAR 1950").
        .addColumn('date', 'text')
        .addColumn('description', 'text')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_family').on('media').column('family_id').execute();

      await ofFamily(db.schema.createTable('media_links'))
        .addColumn('media_id', 'integer', (c) =>
          c.notNull().references('media.id').onDelete('cascade'),
        )
        .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('cascade'))
        .addColumn('union_id', 'integer', (c) => c.references('unions.id').onDelete('cascade'))
        .addColumn('source_id', 'integer', (c) => c.references('sources.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) =>
          c.references('gedcom_events.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addCheckConstraint(
          'media_links_one_subject',
          sql`${isSet('person_id')} + ${isSet('union_id')} + ${isSet('source_id')} + ${isSet('event_id')} = 1`,
        )
        .execute();
      await db.schema
        .createIndex('media_links_person')
        .on('media_links')
        .columns(['family_id', 'person_id'])
        .execute();
      await db.schema
        .createIndex('media_links_media')
        .on('media_links')
        .columns(['family_id', 'media_id'])
        .execute();
      await db.schema
        .createIndex('media_links_union')
        .on('media_links')
        .column('union_id')
        .execute();
      await db.schema
        .createIndex('media_links_source')
        .on('media_links')
        .column('source_id')
        .execute();
      await db.schema
        .createIndex('media_links_event')
        .on('media_links')
        .column('event_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('media_links').execute();
      await db.schema.dropTable('media').execute();
    },
  };
}

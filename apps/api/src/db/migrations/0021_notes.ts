import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * The family's research, notes (issue 30, decision 0034): a note's text (sanitized rich text) and
 * its links to what it is about. A shared note has several links, an inline note one; each link
 * names a person (one of their facts, or an imported event) or a couple, with real foreign keys
 * so the record's deletion takes its links.
 */
export function notesMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const ofFamily = <T extends string>(create: CreateTableBuilder<T, never>) =>
    (dialect === 'postgres'
      ? create.addColumn('id', 'serial', (c) => c.primaryKey())
      : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    ).addColumn('family_id', 'integer', (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    );
  return {
    async up(db: AnyDb) {
      await ofFamily(db.schema.createTable('notes'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notes_family').on('notes').column('family_id').execute();

      await ofFamily(db.schema.createTable('note_links'))
        .addColumn('note_id', 'integer', (c) =>
          c.notNull().references('notes.id').onDelete('cascade'),
        )
        .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('cascade'))
        .addColumn('union_id', 'integer', (c) => c.references('unions.id').onDelete('cascade'))
        // Which fact of the person: name, sex, birth, death; null: the whole person or couple.
        .addColumn('fact', 'text')
        .addColumn('event_id', 'integer', (c) =>
          c.references('gedcom_events.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addCheckConstraint(
          'note_links_one_subject',
          sql`(person_id is null) <> (union_id is null)`,
        )
        .execute();
      await db.schema
        .createIndex('note_links_person')
        .on('note_links')
        .columns(['family_id', 'person_id'])
        .execute();
      await db.schema
        .createIndex('note_links_note')
        .on('note_links')
        .columns(['family_id', 'note_id'])
        .execute();
      await db.schema.createIndex('note_links_union').on('note_links').column('union_id').execute();
      await db.schema.createIndex('note_links_event').on('note_links').column('event_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('note_links').execute();
      await db.schema.dropTable('notes').execute();
    },
  };
}

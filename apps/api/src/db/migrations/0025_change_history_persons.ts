import type { Kysely } from 'kysely';

/**
 * The persons a change is about besides its `person_id` (issue 30, decision 0044): a place
 * rename or merge rewrites the facts of many persons in one record, which each of their History
 * tabs lists. A table, not a search of the record's JSON: a person's history stays two index
 * lookups on a family of 100,000 persons.
 */
export function changeHistoryPersonsMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('change_history_persons')
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('change_id', 'integer', (c) =>
          c.notNull().references('change_history.id').onDelete('cascade'),
        )
        // No foreign key, as change_history.person_id: a deleted person's history stays.
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('change_history_persons_pk', ['change_id', 'person_id'])
        .execute();
      await db.schema
        .createIndex('change_history_persons_person')
        .on('change_history_persons')
        .columns(['family_id', 'person_id', 'change_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('change_history_persons').execute();
    },
  };
}

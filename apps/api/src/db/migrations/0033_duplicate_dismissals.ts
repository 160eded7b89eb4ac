import type { Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * "Not a duplicate" (issue 33, decision 0054): a pair of a family's persons that Find duplicates
 * no longer lists. `person_a_id` < `person_b_id`, so a pair is one row however it was named; a
 * merge re-points or drops the rows of the merged-away person (and its revert restores them).
 */
export function duplicateDismissalsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      const create = db.schema.createTable('duplicate_dismissals');
      await (
        dialect === 'postgres'
          ? create.addColumn('id', 'serial', (c) => c.primaryKey())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('person_a_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('person_b_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('duplicate_dismissals_pair', [
          'family_id',
          'person_a_id',
          'person_b_id',
        ])
        .execute();
      await db.schema
        .createIndex('duplicate_dismissals_b')
        .on('duplicate_dismissals')
        .column('person_b_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('duplicate_dismissals').execute();
    },
  };
}

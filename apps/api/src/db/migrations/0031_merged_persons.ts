import type { Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * The ids of persons merged into another (issue 33, decision 0053): a read by the merged-away id
 * answers with the kept person. No foreign key on `merged_id` (that person is gone); the kept
 * person's deletion takes the redirect with it.
 */
export function mergedPersonsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      const create = db.schema.createTable('merged_persons');
      await (
        dialect === 'postgres'
          ? create.addColumn('id', 'serial', (c) => c.primaryKey())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('merged_id', 'integer', (c) => c.notNull().unique())
        .addColumn('kept_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('merged_persons_kept')
        .on('merged_persons')
        .column('kept_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('merged_persons').execute();
    },
  };
}

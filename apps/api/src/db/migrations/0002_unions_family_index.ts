import type { Kysely } from 'kysely';

/**
 * The full tree reads a family's unions by family_id. Without an index that is a scan of every
 * family's unions on each request, growing with the whole platform rather than with the family.
 */
export function unionsFamilyIndexMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('unions_family').on('unions').column('family_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('unions_family').execute();
    },
  };
}

import { sql, type Kysely } from 'kysely';

/**
 * When the account's owner accepted the family's invitation. A family admin may set a membership
 * ACTIVE only after that (docs/decisions/0010-account-ownership.md). Memberships that are ACTIVE
 * today count as accepted; others (INVITED, BLOCK, REJECTED) do not, so an old block is lifted by
 * inviting again.
 */
export function membershipsAcceptedAtMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('memberships').addColumn('accepted_at', 'text').execute();
      await sql`update memberships set accepted_at = created_at where status = 'ACTIVE'`.execute(
        db,
      );
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('memberships').dropColumn('accepted_at').execute();
    },
  };
}

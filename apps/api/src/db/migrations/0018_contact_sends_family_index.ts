import type { Kysely } from 'kysely';

/** The per-family hourly count of contact messages (issue 28) reads by family and time. */
export function contactSendsFamilyIndexMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('contact_sends_family')
        .on('contact_sends')
        .columns(['family_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('contact_sends_family').execute();
    },
  };
}

import type { Kysely } from 'kysely';

/**
 * Whether a note is a record of its own in GEDCOM (a NOTE record, 7.0's SNOTE) or was written where
 * it belongs (an inline NOTE) (issue 30, decision 0034). The product treats both alike; the export
 * writes a note that is no record and has one link inline again, so that a file keeps its shape
 * through a round trip. Notes written before this column are records, as the export wrote them.
 */
export function noteRecordMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('notes')
        .addColumn('record', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('notes').dropColumn('record').execute();
    },
  };
}

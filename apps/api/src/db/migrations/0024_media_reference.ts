import type { Kysely } from 'kysely';

/**
 * A media record's external file reference (issue 30): the path or URL a GEDCOM file's OBJE
 * names. A plain .ged import has no file bytes, so the record keeps where the file was (its
 * `file_name` stays empty) and the export writes it back; the web shows it as a reference.
 */
export function mediaReferenceMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('media').addColumn('reference', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('media').dropColumn('reference').execute();
    },
  };
}

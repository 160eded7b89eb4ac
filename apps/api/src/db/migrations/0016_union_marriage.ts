import type { Kysely } from 'kysely';

/**
 * A couple's marriage day and place (issue 16, decision 0019): entered in the tree's member dialog,
 * read by the events page as a wedding anniversary. Until now only GEDCOM imports recorded one
 * (gedcom_events MARR), which the events page still reads for couples without a date here.
 */
export function unionMarriageMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      // An ISO day (YYYY-MM-DD), like persons.date_of_birth.
      await db.schema.alterTable('unions').addColumn('marriage_date', 'text').execute();
      await db.schema.alterTable('unions').addColumn('marriage_place', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('unions').dropColumn('marriage_place').execute();
      await db.schema.alterTable('unions').dropColumn('marriage_date').execute();
    },
  };
}

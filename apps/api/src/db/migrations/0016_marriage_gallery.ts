import { sql, type Kysely } from 'kysely';

const galleryIndexes = [
  ['persons_family_photo', 'photo_url'],
  ['persons_family_cover', 'cover_photo_url'],
] as const;

/**
 * A couple's marriage day and place (issue 16, decision 0019): entered in the tree's member dialog,
 * read by the events page as a wedding anniversary. Until now only GEDCOM imports recorded one
 * (gedcom_events MARR), which the events page still reads for couples without a date here.
 *
 * And the gallery at scale (decision 0021): partial indexes over the persons that have a profile
 * or cover photo, in the gallery's order, so its reads page through those persons only instead of
 * every person of the family.
 */
export function unionMarriageGalleryMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      // An ISO day (YYYY-MM-DD), like persons.date_of_birth.
      await db.schema.alterTable('unions').addColumn('marriage_date', 'text').execute();
      await db.schema.alterTable('unions').addColumn('marriage_place', 'text').execute();
      for (const [index, column] of galleryIndexes)
        await db.schema
          .createIndex(index)
          .on('persons')
          .columns(['family_id', 'updated_at', 'id'])
          .where(sql.ref(column), 'is not', null)
          .execute();
    },
    async down(db: AnyDb) {
      for (const [index] of galleryIndexes) await db.schema.dropIndex(index).execute();
      await db.schema.alterTable('unions').dropColumn('marriage_place').execute();
      await db.schema.alterTable('unions').dropColumn('marriage_date').execute();
    },
  };
}

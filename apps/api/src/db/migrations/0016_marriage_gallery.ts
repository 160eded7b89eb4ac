import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

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
 *
 * And private calendar feeds (decision 0019): a member's secret link to the events feed, for a
 * phone calendar that sends no login; only its keyed hash is stored, one per member and family.
 */
export function unionMarriageGalleryMigration(dialect: Dialect) {
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
      const create = db.schema.createTable('calendar_feeds');
      await (
        dialect === 'postgres'
          ? create.addColumn('id', 'serial', (c) => c.primaryKey())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('calendar_feeds_member', ['family_id', 'user_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('calendar_feeds').execute();
      for (const [index] of galleryIndexes) await db.schema.dropIndex(index).execute();
      await db.schema.alterTable('unions').dropColumn('marriage_place').execute();
      await db.schema.alterTable('unions').dropColumn('marriage_date').execute();
    },
  };
}

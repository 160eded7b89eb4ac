import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * The photo gallery (issue 16, decision 0021): albums that family and branch admins fill, and the
 * size and thumbnail widths of each stored image, so pages can offer a `srcset` without reading
 * the file. Images stored before this migration have no thumbnails (null): they are shown whole.
 */
export function galleryMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const withId = <T extends string>(create: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? create.addColumn('id', 'serial', (c) => c.primaryKey())
      : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('images').addColumn('width', 'integer').execute();
      await db.schema.alterTable('images').addColumn('height', 'integer').execute();
      // Comma-separated widths of the WebP thumbnails stored beside the image ("240,480,960").
      await db.schema.alterTable('images').addColumn('thumbnail_widths', 'text').execute();

      await withId(db.schema.createTable('albums'))
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        // The person the album is about: a branch admin manages the albums of their branch.
        .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('albums_family').on('albums').column('family_id').execute();

      await withId(db.schema.createTable('album_photos'))
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('album_id', 'integer', (c) =>
          c.notNull().references('albums.id').onDelete('cascade'),
        )
        .addColumn('image_name', 'text', (c) => c.notNull())
        .addColumn('caption', 'text', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('album_photos_family_album')
        .on('album_photos')
        .columns(['family_id', 'album_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('album_photos').execute();
      await db.schema.dropTable('albums').execute();
      await db.schema.alterTable('images').dropColumn('thumbnail_widths').execute();
      await db.schema.alterTable('images').dropColumn('height').execute();
      await db.schema.alterTable('images').dropColumn('width').execute();
    },
  };
}

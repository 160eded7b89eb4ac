import type { Db } from '../../infra/database.js';

/**
 * The gallery's reads and the album writes (decision 0021). Every statement is keyed by the
 * family: an album or photo id of another family is simply not found.
 */

/** A photo wherever the family shows one, before it is grouped. */
export interface PhotoSourceRow {
  kind: 'album' | 'profile' | 'cover' | 'lifeEvent' | 'page';
  rowId: number;
  image: string;
  caption: string;
  personId: number | null;
  albumId: number | null;
  createdAt: string;
}

export interface AlbumRow {
  id: number;
  title: string;
  description: string;
  person_id: number | null;
  created_at: string;
}

export function albumsOf(db: Db, familyId: number): Promise<AlbumRow[]> {
  return db
    .selectFrom('albums')
    .select(['id', 'title', 'description', 'person_id', 'created_at'])
    .where('family_id', '=', familyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAlbum(
  db: Db,
  familyId: number,
  albumId: number,
): Promise<AlbumRow | undefined> {
  return db
    .selectFrom('albums')
    .select(['id', 'title', 'description', 'person_id', 'created_at'])
    .where('family_id', '=', familyId)
    .where('id', '=', albumId)
    .executeTakeFirst();
}

export async function insertAlbum(
  db: Db,
  album: {
    familyId: number;
    title: string;
    description: string;
    personId: number | null;
    createdBy: number;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('albums')
    .values({
      family_id: album.familyId,
      title: album.title,
      description: album.description,
      person_id: album.personId,
      created_by: album.createdBy,
      created_at: album.now,
      updated_at: album.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAlbum(
  db: Db,
  familyId: number,
  albumId: number,
  album: { title: string; description: string; personId: number | null; now: string },
): Promise<void> {
  await db
    .updateTable('albums')
    .set({
      title: album.title,
      description: album.description,
      person_id: album.personId,
      updated_at: album.now,
    })
    .where('family_id', '=', familyId)
    .where('id', '=', albumId)
    .execute();
}

/** Deletes the album and its photo entries (the images themselves stay); run in a transaction. */
export async function deleteAlbum(trx: Db, familyId: number, albumId: number): Promise<void> {
  await trx
    .deleteFrom('album_photos')
    .where('family_id', '=', familyId)
    .where('album_id', '=', albumId)
    .execute();
  await trx
    .deleteFrom('albums')
    .where('family_id', '=', familyId)
    .where('id', '=', albumId)
    .execute();
}

export async function insertAlbumPhoto(
  db: Db,
  photo: {
    familyId: number;
    albumId: number;
    image: string;
    caption: string;
    personId: number | null;
    createdBy: number | null;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('album_photos')
    .values({
      family_id: photo.familyId,
      album_id: photo.albumId,
      image_name: photo.image,
      caption: photo.caption,
      person_id: photo.personId,
      created_by: photo.createdBy,
      created_at: photo.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findAlbumPhoto(
  db: Db,
  familyId: number,
  albumId: number,
  photoId: number,
): Promise<
  { id: number; image_name: string; caption: string; person_id: number | null } | undefined
> {
  return db
    .selectFrom('album_photos')
    .select(['id', 'image_name', 'caption', 'person_id'])
    .where('family_id', '=', familyId)
    .where('album_id', '=', albumId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}

export async function deleteAlbumPhoto(db: Db, familyId: number, photoId: number): Promise<void> {
  await db
    .deleteFrom('album_photos')
    .where('family_id', '=', familyId)
    .where('id', '=', photoId)
    .execute();
}

import type { Db } from '../../infra/database.js';

/**
 * The gallery's reads and the album writes (decision 0021). Every statement is keyed by the
 * family: an album or photo id of another family is simply not found.
 */

export interface ImageRow {
  name: string;
  width: number | null;
  height: number | null;
  thumbnail_widths: string | null;
}

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

export interface PersonNameRow {
  id: number;
  first_name: string;
  last_name: string;
  father_id: number | null;
  mother_id: number | null;
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

/** Every photo the family shows: profiles, covers, life events, published pages and albums. */
export async function photoSourcesOf(db: Db, familyId: number): Promise<PhotoSourceRow[]> {
  const persons = await db
    .selectFrom('persons')
    .select(['id', 'photo_url', 'cover_photo_url', 'first_name', 'last_name', 'updated_at'])
    .where('family_id', '=', familyId)
    .where((eb) => eb.or([eb('photo_url', 'is not', null), eb('cover_photo_url', 'is not', null)]))
    .execute();
  const events = await db
    .selectFrom('life_events')
    .select(['id', 'person_id', 'photo', 'title', 'photo_description'])
    .where('family_id', '=', familyId)
    .where('photo', 'is not', null)
    .execute();
  const sections = await db
    .selectFrom('page_contents')
    .innerJoin('menus', 'menus.id', 'page_contents.menu_id')
    .select(['page_contents.id', 'page_contents.image', 'page_contents.title', 'menus.menu_name'])
    .where('page_contents.family_id', '=', familyId)
    .where('page_contents.version', '=', 'published')
    .where('page_contents.image', 'is not', null)
    .execute();
  const albumPhotos = await db
    .selectFrom('album_photos')
    .select(['id', 'album_id', 'image_name', 'caption', 'person_id', 'created_at'])
    .where('family_id', '=', familyId)
    .execute();
  const rows: PhotoSourceRow[] = [];
  for (const p of persons) {
    const base = { rowId: p.id, personId: p.id, albumId: null, createdAt: p.updated_at };
    if (p.photo_url) rows.push({ ...base, kind: 'profile', image: p.photo_url, caption: '' });
    if (p.cover_photo_url)
      rows.push({ ...base, kind: 'cover', image: p.cover_photo_url, caption: '' });
  }
  for (const e of events)
    rows.push({
      kind: 'lifeEvent',
      rowId: e.id,
      image: e.photo!,
      caption: e.title,
      personId: e.person_id,
      albumId: null,
      createdAt: '',
    });
  for (const s of sections)
    rows.push({
      kind: 'page',
      rowId: s.id,
      image: s.image!,
      caption: s.title || s.menu_name,
      personId: null,
      albumId: null,
      createdAt: '',
    });
  for (const a of albumPhotos)
    rows.push({
      kind: 'album',
      rowId: a.id,
      image: a.image_name,
      caption: a.caption,
      personId: a.person_id,
      albumId: a.album_id,
      createdAt: a.created_at,
    });
  return rows;
}

/** The stored sizes and thumbnails of the named images of the family. */
export async function imagesNamed(
  db: Db,
  familyId: number,
  names: string[],
): Promise<Map<string, ImageRow>> {
  const unique = [...new Set(names)];
  const found = new Map<string, ImageRow>();
  // Slices keep each statement's parameter list well inside both databases' limits.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('images')
      .select(['name', 'width', 'height', 'thumbnail_widths'])
      .where('family_id', '=', familyId)
      .where('name', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.name, r);
  }
  return found;
}

/** Names and parents of the family's persons, for captions, links and generations. */
export function personNamesOf(db: Db, familyId: number): Promise<PersonNameRow[]> {
  return db
    .selectFrom('persons')
    .select(['id', 'first_name', 'last_name', 'father_id', 'mother_id'])
    .where('family_id', '=', familyId)
    .execute();
}

/** Spouse pairs within the family: a person who married in sits at their spouse's generation. */
export function unionPairsOf(
  db: Db,
  familyId: number,
): Promise<Array<{ person_id: number; spouse_id: number }>> {
  return db
    .selectFrom('unions')
    .select(['person_id', 'spouse_id'])
    .where('family_id', '=', familyId)
    .execute();
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

/** Deletes the album and its photo entries (the images themselves stay). */
export async function deleteAlbum(db: Db, familyId: number, albumId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
  });
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
): Promise<{ id: number; person_id: number | null } | undefined> {
  return db
    .selectFrom('album_photos')
    .select(['id', 'person_id'])
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

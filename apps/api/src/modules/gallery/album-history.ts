import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { newestOfSection, newestPerEntity } from '../history/history-versions.js';
import {
  assertCurrentVersion,
  lockForEdit,
  recordChange,
  recorderFor,
  type Fields,
} from '../history/history.writer.js';

/**
 * The records of album writes (issue 17), in each write's transaction. Entity: the album; section
 * "album" for its own fields, "photos" for a photo put in or taken out. Not revertible (no album
 * target in revert-targets.ts): they are shown in the history only.
 */
export interface AlbumFields {
  title: string;
  description: string;
  person_id: number | null;
}

export interface AlbumPhotoFields {
  photo_id: number;
  image_name: string;
  caption: string;
  person_id: number | null;
}

export const albumFields = (album: AlbumFields): Fields => ({
  title: album.title,
  description: album.description,
  person_id: album.person_id,
});

/** The album's own fields; its action is album.add, album.rename or album.delete. */
export const recordAlbumChange = recorderFor<AlbumFields>({
  entityType: 'album',
  section: 'album',
  fields: albumFields,
  personOf: (album) => album.person_id,
});

/** A photo put in (before null) or taken out (after null): about the photo's person, if any. */
export function recordAlbumPhotoChange(
  trx: Db,
  user: AuthUser,
  familyId: number,
  albumId: number,
  before: AlbumPhotoFields | null,
  after: AlbumPhotoFields | null,
) {
  return recordChange(trx, {
    familyId,
    user,
    action: after ? 'album.photoAdd' : 'album.photoRemove',
    entityType: 'album',
    entityId: albumId,
    personId: (after ?? before)?.person_id ?? null,
    section: 'photos',
    before: before && { ...before },
    after: after && { ...after },
  });
}

/**
 * An album's version (docs/decisions/0023): the id of the newest record of its own fields
 * (section "album": created, renamed), 0 when it has none. Photos put in or taken out are not
 * part of it, so adding a photo never makes a rename of the same album stale.
 */
const albumRef = (albumId: number) => ({
  entityType: 'album',
  entityId: albumId,
  section: 'album',
});

export async function albumVersion(db: Db, albumId: number): Promise<number> {
  return (await newestOfSection(db, albumRef(albumId)))?.id ?? 0;
}

/** Every album's version of a family, in one statement (albums without a record are missing). */
export function albumVersions(db: Db, familyId: number): Promise<Map<number, number>> {
  return newestPerEntity(db, familyId, 'album', 'album');
}

/** Holds the album until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export const lockAlbum = (trx: Db, albumId: number) => lockForEdit(trx, 'albums', albumId);

/** A rename or delete based on an older version than now: 409 naming who changed it. */
export async function assertAlbumVersion(trx: Db, albumId: number, version: number | undefined) {
  if (version !== undefined) await assertCurrentVersion(trx, albumRef(albumId), version);
}

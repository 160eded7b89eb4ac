import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { recordChange, recorderFor, type Fields } from '../history/history.writer.js';

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

import { historyMessages } from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import { bySection, type ChangeReverter } from '../history/change-reverters.js';
import { storedChanges } from '../history/history.view.js';
import { lockForEdit, type Fields } from '../history/history.writer.js';
import { assertImagesExist } from '../history/images-still-there.js';
import { putRowsBack, rowReverter, type RowKind } from '../history/row-reverter.js';
import { findPerson } from '../data/tree.repository.js';
import { deleteAlbumPhoto, findAlbum, findAlbumPhoto, updateAlbum } from './gallery.repository.js';
import { serverText } from '../../infra/user-text.js';

/** Albums as their records hold them (album-history.ts); a deleted album keeps its photos. */
export const albumKind: Pick<RowKind, 'table' | 'children'> = {
  table: 'albums',
  children: { table: 'album_photos', column: 'album_id' },
};

const albumFieldsReverter = rowReverter({
  ...albumKind,
  section: 'album',
  fields: ['title', 'description', 'person_id'],
  identity: 'title',
  // An album about a person deleted since cannot be about them again.
  async check(trx, familyId, _id, fields) {
    const personId = fields.person_id;
    if (typeof personId === 'number' && !(await findPerson(trx, familyId, personId)))
      throw conflict(serverText('history.albumPersonGone'));
  },
  async write(trx, familyId, id, fields) {
    const current = (await findAlbum(trx, familyId, id))!;
    await updateAlbum(trx, familyId, id, {
      title: (fields.title as string | undefined) ?? current.title,
      description: (fields.description as string | undefined) ?? current.description,
      personId:
        fields.person_id === undefined ? current.person_id : (fields.person_id as number | null),
      now: nowIso(),
    });
  },
});

const photoFields = ['photo_id', 'image_name', 'caption', 'person_id'];

/**
 * A photo put into an album (section "photos"): its revert takes it out again; a photo taken
 * out comes back with its id, caption and person, while its image and album still exist.
 */
const albumPhotoReverter: ChangeReverter = {
  revertible: (change) =>
    change.entity_id !== null &&
    Object.keys(storedChanges(change)).every((field) => photoFields.includes(field)),
  async revert(trx, familyId, change) {
    const albumId = change.entity_id!;
    await lockForEdit(trx, 'albums', albumId);
    if (!(await findAlbum(trx, familyId, albumId))) throw conflict(historyMessages.entityGone);
    const stored = storedChanges(change);
    const side = (which: 'before' | 'after'): Fields | null =>
      stored.photo_id?.[which] === null || stored.photo_id?.[which] === undefined
        ? null
        : Object.fromEntries(Object.entries(stored).map(([f, c]) => [f, c[which]]));
    const put = side('after');
    if (put) return takeOut(trx, familyId, albumId, put);
    return putBack(trx, familyId, albumId, side('before')!, change.created_at);
  },
};

async function takeOut(trx: Db, familyId: number, albumId: number, photo: Fields) {
  const row = await findAlbumPhoto(trx, familyId, albumId, photo.photo_id as number);
  if (!row) throw conflict(historyMessages.alreadyBack);
  await deleteAlbumPhoto(trx, familyId, row.id);
  return { before: photoOf(row), after: null };
}

async function putBack(
  trx: Db,
  familyId: number,
  albumId: number,
  photo: Fields,
  takenOutAt: string,
) {
  const id = photo.photo_id as number;
  if (await findAlbumPhoto(trx, familyId, albumId, id)) throw conflict(historyMessages.alreadyBack);
  await assertImagesExist(trx, familyId, [[serverText('history.whatPhoto'), photo.image_name]]);
  // A person deleted since leaves the photo without a person, as their deletion would have done
  // had the photo been in the album (album_photos.person_id is ON DELETE SET NULL).
  const personId = photo.person_id as number | null;
  const person = personId === null ? undefined : await findPerson(trx, familyId, personId);
  const back: Fields = { ...photo, person_id: person ? personId : null };
  await putRowsBack(trx, 'album_photos', [
    {
      id,
      family_id: familyId,
      album_id: albumId,
      image_name: back.image_name,
      caption: back.caption,
      person_id: back.person_id,
      created_by: null,
      created_at: takenOutAt,
    },
  ]);
  return { before: null, after: back };
}

const photoOf = (row: {
  id: number;
  image_name: string;
  caption: string;
  person_id: number | null;
}) => ({
  photo_id: row.id,
  image_name: row.image_name,
  caption: row.caption,
  person_id: row.person_id,
});

export const albumReverter = bySection({ album: albumFieldsReverter, photos: albumPhotoReverter });

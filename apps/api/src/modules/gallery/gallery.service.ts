import {
  type Album,
  type AlbumInput,
  type AlbumPhoto,
  type AlbumPhotoInput,
  type GalleryGroup,
  type GalleryGroups,
  type GalleryGrouping,
  type GalleryPhotoPage,
} from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';
import { notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertImagesOfFamily } from '../access/access.policy.js';
import { lockForEdit } from '../history/history.writer.js';
import { recordAlbumChange, recordAlbumPhotoChange } from './album-history.js';
import {
  albumRightsOf,
  assertMayManageAny,
  assertPersonManaged,
  type AlbumRights,
} from './album-rights.js';
import * as repo from './gallery.repository.js';
import { albumGroups, groupBase, groupedPhotos, photoPage } from './gallery-reads.js';
import { galleryImage } from './gallery-view.js';

const noAlbum = () => notFound('No such album.');

export function createGalleryService(context: AppContext) {
  const { db } = context;

  async function managedAlbum(rights: AlbumRights, familyId: number, albumId: number) {
    assertMayManageAny(rights);
    const album = await repo.findAlbum(db, familyId, albumId);
    if (!album) throw noAlbum();
    await assertPersonManaged(db, rights, familyId, 'albumId', album.person_id);
    return album;
  }

  /** The album held until the transaction ends, as it is now: the record's "before". */
  async function lockedAlbum(trx: Db, familyId: number, albumId: number) {
    await lockForEdit(trx, 'albums', albumId);
    const album = await repo.findAlbum(trx, familyId, albumId);
    if (!album) throw noAlbum();
    return album;
  }

  return {
    async groups(
      viewer: AuthUser | null,
      familyId: number,
      by: GalleryGrouping,
    ): Promise<GalleryGroups> {
      const rights = await albumRightsOf(db, viewer, familyId);
      const canCreateAlbum = rights.isFamilyAdmin || rights.isBranchAdmin;
      if (by === 'album') {
        const albums = await repo.albumsOf(db, familyId);
        return { groups: await albumGroups(db, familyId, albums, rights), canCreateAlbum };
      }
      const { groups: grouped, names } = await groupedPhotos(db, familyId, by);
      const group = (key: string, fields: Partial<GalleryGroup> & { title: string }) => {
        const photos = grouped.get(key) ?? [];
        return {
          ...groupBase(key, fields.title),
          count: photos.length,
          cover: photos[0] ? galleryImage(photos[0].image, photos[0]) : null,
          ...fields,
        };
      };
      const keys = [...grouped.keys()].filter((k) => k !== 'other');
      const personOf = (key: string) => Number(key.split('-')[1]);
      if (by === 'generation') keys.sort((a, b) => personOf(a) - personOf(b));
      else
        keys.sort((a, b) =>
          (names.get(personOf(a)) ?? '').localeCompare(names.get(personOf(b)) ?? ''),
        );
      const groups: GalleryGroup[] = keys.map((key) =>
        by === 'generation'
          ? group(key, { title: `Generation ${personOf(key)}` })
          : group(key, { title: names.get(personOf(key))!, personId: personOf(key) }),
      );
      if (grouped.has('other')) groups.push(group('other', { title: 'Family photos' }));
      return { groups, canCreateAlbum };
    },

    async photos(
      viewer: AuthUser | null,
      familyId: number,
      query: { by: GalleryGrouping; group: string; page: number; pageSize: number },
    ): Promise<GalleryPhotoPage> {
      const [albums, rights] = await Promise.all([
        repo.albumsOf(db, familyId),
        albumRightsOf(db, viewer, familyId),
      ]);
      const albumPersons = new Map(albums.map((a) => [a.id, a.person_id]));
      return photoPage(db, familyId, query, async (source) =>
        source.kind === 'album'
          ? rights.mayManage(albumPersons.get(source.albumId!) ?? null)
          : false,
      );
    },

    async createAlbum(
      viewer: AuthUser | null,
      familyId: number,
      input: Required<AlbumInput>,
    ): Promise<Album> {
      const rights = await albumRightsOf(db, viewer, familyId);
      const user = assertMayManageAny(rights);
      await assertPersonManaged(db, rights, familyId, 'personId', input.personId);
      const after = {
        title: input.title,
        description: input.description,
        person_id: input.personId,
      };
      const albumId = await inTransaction(db, async (trx) => {
        const id = await repo.insertAlbum(trx, {
          familyId,
          title: input.title,
          description: input.description,
          personId: input.personId,
          createdBy: user.userId,
          now: nowIso(),
        });
        await recordAlbumChange(trx, user, familyId, 'album.add', id, null, after);
        return id;
      });
      return {
        albumId,
        title: input.title,
        description: input.description,
        personId: input.personId,
      };
    },

    async updateAlbum(
      viewer: AuthUser | null,
      familyId: number,
      albumId: number,
      input: Required<AlbumInput>,
    ): Promise<Album> {
      const rights = await albumRightsOf(db, viewer, familyId);
      await managedAlbum(rights, familyId, albumId);
      await assertPersonManaged(db, rights, familyId, 'personId', input.personId);
      await inTransaction(db, async (trx) => {
        const before = await lockedAlbum(trx, familyId, albumId);
        await repo.updateAlbum(trx, familyId, albumId, { ...input, now: nowIso() });
        await recordAlbumChange(trx, rights.user!, familyId, 'album.rename', albumId, before, {
          title: input.title,
          description: input.description,
          person_id: input.personId,
        });
      });
      return {
        albumId,
        title: input.title,
        description: input.description,
        personId: input.personId,
      };
    },

    async deleteAlbum(viewer: AuthUser | null, familyId: number, albumId: number): Promise<void> {
      const rights = await albumRightsOf(db, viewer, familyId);
      await managedAlbum(rights, familyId, albumId);
      await inTransaction(db, async (trx) => {
        const before = await lockedAlbum(trx, familyId, albumId);
        await repo.deleteAlbum(trx, familyId, albumId);
        await recordAlbumChange(trx, rights.user!, familyId, 'album.delete', albumId, before, null);
      });
    },

    async addPhoto(
      viewer: AuthUser | null,
      familyId: number,
      albumId: number,
      input: Required<AlbumPhotoInput>,
    ): Promise<AlbumPhoto> {
      const rights = await albumRightsOf(db, viewer, familyId);
      const album = await managedAlbum(rights, familyId, albumId);
      await assertPersonManaged(db, rights, familyId, 'personId', input.personId);
      await assertImagesOfFamily(db, familyId, [['image', input.image]]);
      // A photo of nobody in particular in a person's album is about that person.
      const personId = input.personId ?? album.person_id;
      const albumPhotoId = await inTransaction(db, async (trx) => {
        await lockedAlbum(trx, familyId, albumId);
        const photoId = await repo.insertAlbumPhoto(trx, {
          familyId,
          albumId,
          image: input.image,
          caption: input.caption,
          personId,
          createdBy: rights.user!.userId,
          now: nowIso(),
        });
        await recordAlbumPhotoChange(trx, rights.user!, familyId, albumId, null, {
          photo_id: photoId,
          image_name: input.image,
          caption: input.caption,
          person_id: personId,
        });
        return photoId;
      });
      return { albumPhotoId, albumId, image: input.image, caption: input.caption, personId };
    },

    async removePhoto(
      viewer: AuthUser | null,
      familyId: number,
      albumId: number,
      photoId: number,
    ): Promise<void> {
      const rights = await albumRightsOf(db, viewer, familyId);
      await managedAlbum(rights, familyId, albumId);
      await inTransaction(db, async (trx) => {
        await lockedAlbum(trx, familyId, albumId);
        const photo = await repo.findAlbumPhoto(trx, familyId, albumId, photoId);
        if (!photo) throw notFound('No such photo in this album.');
        await repo.deleteAlbumPhoto(trx, familyId, photoId);
        const { id, ...fields } = photo;
        await recordAlbumPhotoChange(
          trx,
          rights.user!,
          familyId,
          albumId,
          { photo_id: id, ...fields },
          null,
        );
      });
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;

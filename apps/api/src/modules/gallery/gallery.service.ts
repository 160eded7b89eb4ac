import {
  type Album,
  type AlbumInput,
  type AlbumPhoto,
  type AlbumPhotoInput,
  type GalleryGroup,
  type GalleryGroups,
  type GalleryGrouping,
  type GalleryPhotoPage,
  type Locale,
} from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';
import { notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertImagesOfFamily } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { snapshotOf } from '../history/row-reverter.js';
import { albumKind } from './album-reverter.js';
import {
  albumVersion,
  albumVersions,
  assertAlbumVersion,
  lockAlbum,
  recordAlbumChange,
  recordAlbumPhotoChange,
} from './album-history.js';
import {
  albumRightsOf,
  assertMayManageAny,
  assertPersonManaged,
  type AlbumRights,
} from './album-rights.js';
import * as repo from './gallery.repository.js';
import type { AlbumRow } from './gallery.repository.js';
import { albumGroups, groupBase, groupedPhotos, photoPage } from './gallery-reads.js';
import { galleryImage } from '../data/image-files.js';
import { serverText } from '../../infra/user-text.js';
import { answerTextsIn } from '../../answers/answer-texts.js';

const noAlbum = () => notFound(serverText('gallery.noAlbum'));

/**
 * A caller found allowed to manage albums here before the request's body was read
 * (gallery.routes.ts authorizes first): a family admin, or an active branch admin.
 */
export interface AlbumManager {
  familyId: number;
  rights: AlbumRights;
  user: AuthUser;
}

/** An album the caller may manage (its person is theirs), as it was when authorized. */
export interface ManagedAlbum extends AlbumManager {
  album: AlbumRow;
}

export function createGalleryService(context: AppContext) {
  const { db } = context;

  /**
   * The album held until the transaction ends, as it is now: the record's "before". Locked first,
   * then read; a rename or delete based on an older version than now is refused here (409).
   */
  async function lockedAlbum(trx: Db, familyId: number, albumId: number, version?: number) {
    await lockAlbum(trx, albumId);
    const album = await repo.findAlbum(trx, familyId, albumId);
    if (!album) throw noAlbum();
    await assertAlbumVersion(trx, albumId, version);
    return album;
  }

  /** 401 for a visitor, 403 for a caller who manages no album here. */
  async function manager(scope: RequestScope): Promise<AlbumManager> {
    const rights = await albumRightsOf(db, scope);
    return { familyId: scope.familyId, rights, user: assertMayManageAny(rights) };
  }

  /** As manager, and 404 for an album not of this family, 403 for one of another branch. */
  async function managedAlbum(scope: RequestScope, albumId: number): Promise<ManagedAlbum> {
    const caller = await manager(scope);
    const { familyId } = scope;
    const album = await repo.findAlbum(db, familyId, albumId);
    if (!album) throw noAlbum();
    await assertPersonManaged(db, caller.rights, familyId, 'albumId', album.person_id);
    return { ...caller, album };
  }

  return {
    manager,
    managedAlbum,
    albumVersion: (albumId: number) => albumVersion(db, albumId),

    /** The groups, their titles in `locale` (an admin's album keeps its own title). */
    async groups(scope: RequestScope, by: GalleryGrouping, locale: Locale): Promise<GalleryGroups> {
      const { familyId } = scope;
      const [rights, t] = await Promise.all([albumRightsOf(db, scope), answerTextsIn(locale)]);
      const canCreateAlbum = rights.isFamilyAdmin || rights.isBranchAdmin;
      if (by === 'album') {
        const [albums, versions] = await Promise.all([
          repo.albumsOf(db, familyId),
          albumVersions(db, familyId),
        ]);
        const groups = await albumGroups(db, familyId, albums, versions, rights, t);
        return { groups, canCreateAlbum };
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
          ? group(key, { title: t('gallery.generation', { number: String(personOf(key)) }) })
          : group(key, { title: names.get(personOf(key))!, personId: personOf(key) }),
      );
      if (grouped.has('other')) groups.push(group('other', { title: t('gallery.familyPhotos') }));
      return { groups, canCreateAlbum };
    },

    /** A page of a group's photos, the captions the server writes in `locale`. */
    async photos(
      scope: RequestScope,
      query: { by: GalleryGrouping; group: string; page: number; pageSize: number },
      locale: Locale,
    ): Promise<GalleryPhotoPage> {
      const { familyId } = scope;
      const [albums, rights, t] = await Promise.all([
        repo.albumsOf(db, familyId),
        albumRightsOf(db, scope),
        answerTextsIn(locale),
      ]);
      const albumPersons = new Map(albums.map((a) => [a.id, a.person_id]));
      return photoPage(
        db,
        familyId,
        query,
        async (source) =>
          source.kind === 'album'
            ? rights.mayManage(albumPersons.get(source.albumId!) ?? null)
            : false,
        t,
      );
    },

    async createAlbum(
      { familyId, rights, user }: AlbumManager,
      input: Required<AlbumInput>,
    ): Promise<Album> {
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

    /** `version`: the album's version the editor loaded (If-Match); none: unconditional. */
    async updateAlbum(
      { familyId, rights, user, album: { id: albumId } }: ManagedAlbum,
      input: Required<AlbumInput>,
      version: number | undefined,
    ): Promise<Album> {
      await assertPersonManaged(db, rights, familyId, 'personId', input.personId);
      await inTransaction(db, async (trx) => {
        const before = await lockedAlbum(trx, familyId, albumId, version);
        await repo.updateAlbum(trx, familyId, albumId, { ...input, now: nowIso() });
        await recordAlbumChange(trx, user, familyId, 'album.rename', albumId, before, {
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

    async deleteAlbum(
      { familyId, user, album: { id: albumId } }: ManagedAlbum,
      version: number | undefined,
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        const before = await lockedAlbum(trx, familyId, albumId, version);
        // The album's row and its photos go into the record: a revert brings them all back.
        const row = await snapshotOf(trx, albumKind, familyId, albumId);
        await repo.deleteAlbum(trx, familyId, albumId);
        await recordAlbumChange(trx, user, familyId, 'album.delete', albumId, before, null, {
          _row: row,
        });
      });
    },

    async addPhoto(
      { familyId, rights, user, album }: ManagedAlbum,
      input: Required<AlbumPhotoInput>,
    ): Promise<AlbumPhoto> {
      const albumId = album.id;
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
          createdBy: user.userId,
          now: nowIso(),
        });
        await recordAlbumPhotoChange(trx, user, familyId, albumId, null, {
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
      { familyId, user, album: { id: albumId } }: ManagedAlbum,
      photoId: number,
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        await lockedAlbum(trx, familyId, albumId);
        const photo = await repo.findAlbumPhoto(trx, familyId, albumId, photoId);
        if (!photo) throw notFound(serverText('gallery.noPhoto'));
        await repo.deleteAlbumPhoto(trx, familyId, photoId);
        const { id, ...fields } = photo;
        await recordAlbumPhotoChange(
          trx,
          user,
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

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
import { nowIso } from '../../infra/clock.js';
import { notFound } from '../../infra/errors.js';
import { assertImagesOfFamily } from '../access/access.policy.js';
import {
  albumRightsOf,
  assertMayManageAny,
  assertPersonManaged,
  type AlbumRights,
} from './album-rights.js';
import * as repo from './gallery.repository.js';
import {
  galleryImage,
  galleryOrder,
  galleryPhoto,
  generationsOf,
  groupKeyOf,
} from './gallery-view.js';

const noAlbum = () => notFound('No such album.');

const fixedAlbums: Record<string, string> = {
  lifeEvent: 'Life events',
  profile: 'Profile photos',
  cover: 'Cover photos',
  page: 'Website pages',
};

/** Everything the groups and photos calls share: the sources, their images, names, generations. */
async function loadGallery(context: AppContext, familyId: number) {
  const { db } = context;
  const [sources, albums, persons, unions] = await Promise.all([
    repo.photoSourcesOf(db, familyId),
    repo.albumsOf(db, familyId),
    repo.personNamesOf(db, familyId),
    repo.unionPairsOf(db, familyId),
  ]);
  const images = await repo.imagesNamed(
    db,
    familyId,
    sources.map((s) => s.image),
  );
  // Only images the family really holds are shown (a name it never uploaded is skipped).
  const shown = sources.filter((s) => images.has(s.image)).sort(galleryOrder);
  const names = new Map(persons.map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim()]));
  return { sources: shown, albums, images, names, generations: generationsOf(persons, unions) };
}

type Gallery = Awaited<ReturnType<typeof loadGallery>>;

function groupsOf(gallery: Gallery, by: GalleryGrouping) {
  const groups = new Map<string, Gallery['sources']>();
  for (const source of gallery.sources) {
    const key = groupKeyOf(source, by, gallery.generations);
    groups.set(key, [...(groups.get(key) ?? []), source]);
  }
  return groups;
}

export function createGalleryService(context: AppContext) {
  const { db } = context;

  async function managedAlbum(rights: AlbumRights, familyId: number, albumId: number) {
    assertMayManageAny(rights);
    const album = await repo.findAlbum(db, familyId, albumId);
    if (!album) throw noAlbum();
    await assertPersonManaged(db, rights, familyId, 'albumId', album.person_id);
    return album;
  }

  return {
    async groups(
      viewer: AuthUser | null,
      familyId: number,
      by: GalleryGrouping,
    ): Promise<GalleryGroups> {
      const [gallery, rights] = await Promise.all([
        loadGallery(context, familyId),
        albumRightsOf(db, viewer, familyId),
      ]);
      const grouped = groupsOf(gallery, by);
      const group = async (
        key: string,
        fields: Partial<GalleryGroup> & { title: string },
      ): Promise<GalleryGroup> => {
        const photos = grouped.get(key) ?? [];
        return {
          key,
          description: '',
          count: photos.length,
          cover: photos[0]
            ? galleryImage(photos[0].image, gallery.images.get(photos[0].image))
            : null,
          albumId: null,
          personId: null,
          canManage: false,
          ...fields,
        };
      };
      const groups: GalleryGroup[] = [];
      if (by === 'album') {
        for (const album of gallery.albums) {
          const canManage = await rights.mayManage(album.person_id);
          // An empty album is of interest only to those who can fill it.
          if (!canManage && !grouped.has(`album-${album.id}`)) continue;
          groups.push(
            await group(`album-${album.id}`, {
              title: album.title,
              description: album.description,
              albumId: album.id,
              personId: album.person_id,
              canManage,
            }),
          );
        }
        for (const [key, title] of Object.entries(fixedAlbums))
          if (grouped.has(key)) groups.push(await group(key, { title }));
      } else {
        const keys = [...grouped.keys()].filter((k) => k !== 'other');
        const personOf = (key: string) => Number(key.split('-')[1]);
        if (by === 'generation') keys.sort((a, b) => personOf(a) - personOf(b));
        else
          keys.sort((a, b) =>
            (gallery.names.get(personOf(a)) ?? '').localeCompare(
              gallery.names.get(personOf(b)) ?? '',
            ),
          );
        for (const key of keys)
          groups.push(
            by === 'generation'
              ? await group(key, { title: `Generation ${personOf(key)}` })
              : await group(key, {
                  title: gallery.names.get(personOf(key))!,
                  personId: personOf(key),
                }),
          );
        if (grouped.has('other')) groups.push(await group('other', { title: 'Family photos' }));
      }
      return {
        groups,
        canCreateAlbum: rights.isFamilyAdmin || rights.isBranchAdmin,
      };
    },

    async photos(
      viewer: AuthUser | null,
      familyId: number,
      query: { by: GalleryGrouping; group: string; page: number; pageSize: number },
    ): Promise<GalleryPhotoPage> {
      const [gallery, rights] = await Promise.all([
        loadGallery(context, familyId),
        albumRightsOf(db, viewer, familyId),
      ]);
      const all = groupsOf(gallery, query.by).get(query.group) ?? [];
      const start = (query.page - 1) * query.pageSize;
      const albumPersons = new Map(gallery.albums.map((a) => [a.id, a.person_id]));
      const photos = await Promise.all(
        all.slice(start, start + query.pageSize).map(async (source) => {
          const personName =
            source.personId === null ? null : (gallery.names.get(source.personId) ?? null);
          const canRemove =
            source.kind === 'album' &&
            (await rights.mayManage(albumPersons.get(source.albumId!) ?? null));
          return galleryPhoto(source, gallery.images.get(source.image), personName, canRemove);
        }),
      );
      return { photos, total: all.length, page: query.page, pageSize: query.pageSize };
    },

    async createAlbum(
      viewer: AuthUser | null,
      familyId: number,
      input: Required<AlbumInput>,
    ): Promise<Album> {
      const rights = await albumRightsOf(db, viewer, familyId);
      const user = assertMayManageAny(rights);
      await assertPersonManaged(db, rights, familyId, 'personId', input.personId);
      const albumId = await repo.insertAlbum(db, {
        familyId,
        title: input.title,
        description: input.description,
        personId: input.personId,
        createdBy: user.userId,
        now: nowIso(),
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
      await repo.updateAlbum(db, familyId, albumId, { ...input, now: nowIso() });
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
      await repo.deleteAlbum(db, familyId, albumId);
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
      const albumPhotoId = await repo.insertAlbumPhoto(db, {
        familyId,
        albumId,
        image: input.image,
        caption: input.caption,
        personId,
        createdBy: rights.user!.userId,
        now: nowIso(),
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
      const photo = await repo.findAlbumPhoto(db, familyId, albumId, photoId);
      if (!photo) throw notFound('No such photo in this album.');
      await repo.deleteAlbumPhoto(db, familyId, photoId);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;

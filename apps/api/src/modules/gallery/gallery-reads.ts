import type {
  GalleryGroup,
  GalleryGrouping,
  GalleryPhoto,
  GalleryPhotoPage,
} from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import type { AlbumRights } from './album-rights.js';
import * as sources from './gallery-sources.repository.js';
import type { SourceKind, SourceWithImage } from './gallery-sources.repository.js';
import type { AlbumRow } from './gallery.repository.js';
import { galleryImage } from '../data/image-files.js';
import { galleryOrder, galleryPhoto, groupKeyOf } from './gallery-view.js';
import type { AnswerKey, AnswerTexts } from '../../answers/answer-texts.js';

/**
 * The gallery's two reads (decision 0021). By album, each group is one kind of photo (or one
 * album): counted and paged in SQL. By person and generation, the family's photos are grouped in
 * memory; only the persons they show are read (names, and for generations one walk up from them),
 * never every person of the family.
 */

/** The groups of photos that are no admin's album, by kind, with their titles' keys. */
export const fixedAlbums: Partial<Record<SourceKind, AnswerKey>> = {
  lifeEvent: 'gallery.lifeEvents',
  profile: 'gallery.profilePhotos',
  cover: 'gallery.coverPhotos',
  page: 'gallery.websitePages',
};

/** The SQL selection of an album-grouping key: an album's photos, or one fixed kind. */
export function albumGroupOf(key: string): { kind: SourceKind; albumId: number | null } | null {
  const album = /^album-(\d+)$/.exec(key);
  if (album) return { kind: 'album', albumId: Number(album[1]) };
  return key in fixedAlbums ? { kind: key as SourceKind, albumId: null } : null;
}

const coverOf = (photo: SourceWithImage | undefined) =>
  photo ? galleryImage(photo.image, photo) : null;

export const groupBase = (key: string, title: string): GalleryGroup => ({
  key,
  title,
  description: '',
  count: 0,
  cover: null,
  albumId: null,
  personId: null,
  canManage: false,
  version: 0,
});

/** By album: the admins' albums (with their versions), then the fixed groups that have photos. */
export async function albumGroups(
  db: Db,
  familyId: number,
  albums: AlbumRow[],
  versions: Map<number, number>,
  rights: AlbumRights,
  t: AnswerTexts,
): Promise<GalleryGroup[]> {
  const groups: GalleryGroup[] = [];
  const counted = async (key: string, title: string, kind: SourceKind, albumId: number | null) => {
    const [count, first] = await Promise.all([
      sources.countOfKind(db, familyId, kind, albumId),
      sources.sourcesOfKind(db, familyId, kind, { albumId, limit: 1 }),
    ]);
    return { ...groupBase(key, title), count, cover: coverOf(first[0]) };
  };
  for (const album of albums) {
    const canManage = await rights.mayManage(album.person_id);
    const group = await counted(`album-${album.id}`, album.title, 'album', album.id);
    // An empty album is of interest only to those who can fill it.
    if (!canManage && group.count === 0) continue;
    groups.push({
      ...group,
      description: album.description,
      albumId: album.id,
      personId: album.person_id,
      canManage,
      version: versions.get(album.id) ?? 0,
    });
  }
  for (const [kind, title] of Object.entries(fixedAlbums)) {
    const group = await counted(kind, t(title), kind as SourceKind, null);
    if (group.count > 0) groups.push(group);
  }
  return groups;
}

/**
 * Each shown person's generation as the tree shows it: one below the lower parent (the longest
 * line up to a founder), and someone who married in at their spouse's generation.
 */
async function generationsOf(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<Map<number, number>> {
  const depths = await sources.depthsOf(db, familyId, ids);
  const marriedIn = [...depths].filter(([, depth]) => depth === 0).map(([id]) => id);
  const pairs = await sources.spousesByIds(db, familyId, marriedIn);
  const partnerIds = pairs.flatMap((p) => [p.person_id, p.spouse_id]);
  const partnerDepths = await sources.depthsOf(db, familyId, partnerIds);
  const generations = new Map<number, number>();
  for (const [id, depth] of depths) {
    if (depth > 0) {
      generations.set(id, depth + 1);
      continue;
    }
    const partner = pairs
      .map((p) => (p.person_id === id ? p.spouse_id : p.spouse_id === id ? p.person_id : null))
      .find((p) => p !== null && (partnerDepths.get(p) ?? 0) > 0);
    generations.set(id, partner ? partnerDepths.get(partner)! + 1 : 1);
  }
  return generations;
}

/** By person or generation: the family's photos grouped in memory, with the persons they show. */
export async function groupedPhotos(db: Db, familyId: number, by: GalleryGrouping) {
  const all = (await sources.allSources(db, familyId)).sort(galleryOrder);
  const ids = all.flatMap((s) => (s.personId === null ? [] : [s.personId]));
  const names = await sources.personNamesByIds(db, familyId, ids);
  // A person of another family (or none) has no group of their own: "Family photos".
  const levels =
    by === 'generation'
      ? await generationsOf(db, familyId, [...names.keys()])
      : new Map([...names.keys()].map((id) => [id, 0]));
  const groups = new Map<string, SourceWithImage[]>();
  for (const source of all) {
    const key = groupKeyOf(source, by, levels);
    groups.set(key, [...(groups.get(key) ?? []), source]);
  }
  return { groups, names };
}

/** One page of a group's photos, with the names of the persons on it. */
export async function photoPage(
  db: Db,
  familyId: number,
  query: { by: GalleryGrouping; group: string; page: number; pageSize: number },
  canRemove: (source: SourceWithImage) => Promise<boolean>,
  t: AnswerTexts,
): Promise<GalleryPhotoPage> {
  const start = (query.page - 1) * query.pageSize;
  let page: SourceWithImage[] = [];
  let total = 0;
  let names: Map<number, string>;
  if (query.by === 'album') {
    const selection = albumGroupOf(query.group);
    if (selection) {
      [total, page] = await Promise.all([
        sources.countOfKind(db, familyId, selection.kind, selection.albumId),
        sources.sourcesOfKind(db, familyId, selection.kind, {
          albumId: selection.albumId,
          limit: query.pageSize,
          offset: start,
        }),
      ]);
    }
    const ids = page.flatMap((s) => (s.personId === null ? [] : [s.personId]));
    names = await sources.personNamesByIds(db, familyId, ids);
  } else {
    const grouped = await groupedPhotos(db, familyId, query.by);
    const all = grouped.groups.get(query.group) ?? [];
    total = all.length;
    page = all.slice(start, start + query.pageSize);
    names = grouped.names;
  }
  const photos: GalleryPhoto[] = await Promise.all(
    page.map(async (source) => {
      const personName = source.personId === null ? null : (names.get(source.personId) ?? null);
      return galleryPhoto(source, source, personName, await canRemove(source), t);
    }),
  );
  return { photos, total, page: query.page, pageSize: query.pageSize };
}

import {
  imageUrl,
  thumbnailName,
  type GalleryGrouping,
  type GalleryImage,
  type GalleryPhoto,
} from '@familytree/shared';
import type { ImageRow, PersonNameRow, PhotoSourceRow } from './gallery.repository.js';

/** Pure parts of the gallery: images with their thumbnails, generations, group keys. */

export function galleryImage(name: string, row: ImageRow | undefined): GalleryImage {
  const widths = (row?.thumbnail_widths ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    name,
    url: imageUrl(name)!,
    width: row?.width ?? null,
    height: row?.height ?? null,
    thumbnails: widths.map((width) => ({ url: imageUrl(thumbnailName(name, width))!, width })),
  };
}

/**
 * Each person's generation as the tree shows it: founders 1, a child one below their lower
 * parent, and someone who married in (no parents in the family) at their spouse's generation.
 */
export function generationsOf(
  persons: PersonNameRow[],
  unions: Array<{ person_id: number; spouse_id: number }>,
): Map<number, number> {
  const byId = new Map(persons.map((p) => [p.id, p]));
  const spouses = new Map<number, number[]>();
  for (const u of unions) {
    spouses.set(u.person_id, [...(spouses.get(u.person_id) ?? []), u.spouse_id]);
    spouses.set(u.spouse_id, [...(spouses.get(u.spouse_id) ?? []), u.person_id]);
  }
  const hasParents = (p: PersonNameRow) =>
    (p.father_id !== null && byId.has(p.father_id)) ||
    (p.mother_id !== null && byId.has(p.mother_id));
  const memo = new Map<number, number>();
  const visiting = new Set<number>();
  const generation = (id: number): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const person = byId.get(id);
    // A loop in bad data, or a person of another family: counted as a founder.
    if (!person || visiting.has(id)) return 1;
    visiting.add(id);
    let result = 1;
    if (hasParents(person)) {
      result =
        1 +
        Math.max(
          ...[person.father_id, person.mother_id]
            .filter((x): x is number => x !== null && byId.has(x))
            .map(generation),
        );
    } else {
      const partner = (spouses.get(id) ?? [])
        .map((s) => byId.get(s))
        .find((s) => s !== undefined && hasParents(s));
      if (partner) result = generation(partner.id);
    }
    visiting.delete(id);
    memo.set(id, result);
    return result;
  };
  for (const p of persons) generation(p.id);
  return memo;
}

/** The group of a photo in a grouping: one group each, so counts add up to the whole gallery. */
export function groupKeyOf(
  source: PhotoSourceRow,
  by: GalleryGrouping,
  generations: Map<number, number>,
): string {
  if (by === 'album') return source.kind === 'album' ? `album-${source.albumId}` : source.kind;
  if (source.personId === null || !generations.has(source.personId)) return 'other';
  return by === 'person'
    ? `person-${source.personId}`
    : `generation-${generations.get(source.personId)}`;
}

const kindOrder = { album: 0, lifeEvent: 1, profile: 2, cover: 3, page: 4 } as const;

/** Newest album photos first, then life events, portraits, covers and page images. */
export function galleryOrder(a: PhotoSourceRow, b: PhotoSourceRow): number {
  return (
    kindOrder[a.kind] - kindOrder[b.kind] ||
    b.createdAt.localeCompare(a.createdAt) ||
    b.rowId - a.rowId
  );
}

const captionOf = (source: PhotoSourceRow, personName: string | null): string => {
  if (source.caption) return source.caption;
  if (source.kind === 'profile') return `Profile photo of ${personName}`;
  if (source.kind === 'cover') return `Cover photo of ${personName}`;
  return personName ?? '';
};

export function galleryPhoto(
  source: PhotoSourceRow,
  image: ImageRow | undefined,
  personName: string | null,
  canRemove: boolean,
): GalleryPhoto {
  return {
    key: `${source.kind}-${source.rowId}`,
    kind: source.kind,
    image: galleryImage(source.image, image),
    caption: captionOf(source, personName),
    personId: personName === null ? null : source.personId,
    personName,
    albumId: source.albumId,
    albumPhotoId: source.kind === 'album' ? source.rowId : null,
    canRemove,
  };
}

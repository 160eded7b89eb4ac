import type { GalleryGrouping, GalleryPhoto } from '@familytree/shared';
import { galleryImage, type ImageRow } from '../data/image-files.js';
import type { PhotoSourceRow } from './gallery.repository.js';
import type { AnswerTexts } from '../../answers/answer-texts.js';

/** Pure parts of the gallery: group keys, order and captions (images: data/image-files.ts). */

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

/** The photo's own caption, else one written in the answer's language. */
const captionOf = (source: PhotoSourceRow, personName: string | null, t: AnswerTexts): string => {
  if (source.caption) return source.caption;
  if (source.kind === 'profile') return t('photo.profileOf', { name: String(personName) });
  if (source.kind === 'cover') return t('photo.coverOf', { name: String(personName) });
  return personName ?? '';
};

export function galleryPhoto(
  source: PhotoSourceRow,
  image: ImageRow | undefined,
  personName: string | null,
  canRemove: boolean,
  t: AnswerTexts,
): GalleryPhoto {
  return {
    key: `${source.kind}-${source.rowId}`,
    kind: source.kind,
    image: galleryImage(source.image, image),
    caption: captionOf(source, personName, t),
    personId: personName === null ? null : source.personId,
    personName,
    albumId: source.albumId,
    albumPhotoId: source.kind === 'album' ? source.rowId : null,
    canRemove,
  };
}

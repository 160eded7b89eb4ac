import {
  imageUrl,
  mediaFileUrl,
  type CitationMedia,
  type GalleryImage,
  type MediaKind,
} from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { galleryImage } from './image-files.js';

/**
 * The media of citations (issue 30, decision 0039), on the data floor: the research module shows
 * each citation with its media, the media module links them. One statement for a whole list,
 * selected by what the list is of (no list of ids, which a much-cited source would make long).
 */

/** What a media row needs to be shown: its file, or an imported record's reference. */
export interface MediaFileRow {
  id: number;
  family_id: number;
  file_name: string;
  kind: string;
  reference: string | null;
  width: number | null;
  height: number | null;
  thumbnail_widths: string | null;
}

/**
 * Where a media record opens and its image: an image by the image store's URL with its
 * thumbnails, a PDF by its own route; one imported without its file (a .ged names a path or URL,
 * decision 0041) only when its reference is a web address (no `javascript:`), with no image.
 */
export function mediaFileOf(media: MediaFileRow): { url: string; image: GalleryImage | null } {
  if (!media.file_name) {
    const reference = media.reference ?? '';
    return { url: /^https?:\/\//i.test(reference) ? reference : '', image: null };
  }
  if (media.kind !== 'image')
    return { url: mediaFileUrl(media.family_id, media.id), image: null };
  return {
    url: imageUrl(media.file_name)!,
    image: galleryImage(media.file_name, {
      name: media.file_name,
      width: media.width,
      height: media.height,
      thumbnail_widths: media.thumbnail_widths,
    }),
  };
}

/** Which citations: one, a person's, a couple's, or a source's. */
export type CitationsOf =
  | { citationId: number }
  | { personId: number }
  | { unionId: number }
  | { sourceId: number };

/** The media linked to those citations, each with its link, in their order on each citation. */
export async function mediaOfCitations(
  db: Db,
  familyId: number,
  of: CitationsOf,
): Promise<Array<CitationMedia & { citationId: number }>> {
  const [column, id] =
    'citationId' in of
      ? (['c.id', of.citationId] as const)
      : 'personId' in of
        ? (['c.person_id', of.personId] as const)
        : 'unionId' in of
          ? (['c.union_id', of.unionId] as const)
          : (['c.source_id', of.sourceId] as const);
  const rows = await db
    .selectFrom('media_links as l')
    .innerJoin('citations as c', 'c.id', 'l.citation_id')
    .innerJoin('media as m', 'm.id', 'l.media_id')
    .leftJoin('images as i', (join) =>
      join.onRef('i.name', '=', 'm.file_name').onRef('i.family_id', '=', 'm.family_id'),
    )
    .select([
      'l.id as link_id',
      'c.id as citation_id',
      'm.id',
      'm.family_id',
      'm.file_name',
      'm.kind',
      'm.title',
      'm.date',
      'm.reference',
      'm.width',
      'm.height',
      'i.thumbnail_widths',
    ])
    .where('l.family_id', '=', familyId)
    .where(column, '=', id)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    citationId: row.citation_id,
    mediaId: row.id,
    linkId: row.link_id,
    kind: row.kind as MediaKind,
    title: row.title,
    date: row.date,
    ...mediaFileOf(row),
  }));
}

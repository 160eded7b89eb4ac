import { imageUrl, type MediaItem, type MediaKind, type MediaLink } from '@familytree/shared';
import type { PrivacyPolicy } from '../access/privacy.js';
import { mayReadCitation, type ResearchSubjectRow } from '../access/research-access.js';
import { mediaFileOf } from '../data/citation-media.repository.js';
import { galleryImage } from '../data/image-files.js';
import type {
  MediaLinkRow,
  MediaWithImage,
  ProfilePhotoRow,
} from '../data/media-records.repository.js';
import type { AnswerKey, AnswerTexts } from '../../answers/answer-texts.js';

/**
 * Whether the viewer may see a link: one about a living person (theirs, their imported event's,
 * a citation of theirs) only who sees that person in full (decision 0034, the living-person rule
 * of the tree); one of a couple's citation as that citation, who sees both partners; one of a
 * couple or a source, as the family's.
 */
export function mayReadMediaLink(
  policy: PrivacyPolicy,
  row: Omit<ResearchSubjectRow, 'person_id'> & {
    subject_person_id: number | null;
    citation_union_id?: number | null;
  },
): boolean {
  if (row.subject_person_id === null && row.citation_union_id)
    return mayReadCitation(policy, { ...row, person_id: null, union_id: row.citation_union_id });
  const personId = row.subject_person_id;
  if (personId === null || policy.seesLiving || personId === policy.ownPersonId) return true;
  return !policy.isLiving({
    id: personId,
    family_id: policy.familyId,
    date_of_birth: row.date_of_birth,
    date_of_death: row.date_of_death,
    living: row.living ?? 1,
  });
}

export const mediaLinkOf = (row: MediaLinkRow): MediaLink => ({
  linkId: row.id,
  personId: row.person_id,
  personName:
    row.person_id === null || row.first_name === null
      ? null
      : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  unionId: row.union_id,
  sourceId: row.source_id,
  sourceTitle: row.source_title,
  eventId: row.event_id,
  citationId: row.citation_id,
});

/** A media record as every list shows it, with the links given. */
export function mediaItemOf(media: MediaWithImage, links: MediaLink[]): MediaItem {
  return {
    key: `record-${media.id}`,
    origin: 'record',
    mediaId: media.id,
    kind: media.kind as MediaKind,
    title: media.title,
    date: media.date,
    description: media.description,
    ...mediaFileOf(media),
    // A record imported without its file is shown as where the file was (decision 0041).
    ...(media.file_name ? {} : { reference: media.reference ?? '' }),
    links,
  };
}

/**
 * A media record as the viewer may see it: its links under the living-person rule; a record none
 * of whose links they may see is not theirs to read (who sees the living, the family's admins,
 * read one left without links too).
 */
export function mediaItemFor(
  policy: PrivacyPolicy,
  media: MediaWithImage,
  links: MediaLinkRow[],
): MediaItem | null {
  const visible = links.filter((l) => mayReadMediaLink(policy, l));
  if (visible.length === 0 && !policy.seesLiving) return null;
  return mediaItemOf(media, visible.map(mediaLinkOf));
}

/** The title of a photo without a caption, by where it lives, in the answer's language. */
const originTitles: Record<ProfilePhotoRow['origin'], AnswerKey> = {
  profile: 'photo.profileOf',
  cover: 'photo.coverOf',
  lifeEvent: 'photo.lifeEventOf',
  gallery: 'photo.galleryOf',
};

/** A photo of the person's profile or the gallery, shown among their media (read-only here). */
export function profilePhotoItem(
  row: ProfilePhotoRow,
  personName: string,
  t: AnswerTexts,
): MediaItem {
  return {
    key: `${row.origin}-${row.row_id}`,
    origin: row.origin,
    mediaId: null,
    kind: 'image',
    title: row.caption || t(originTitles[row.origin], { name: personName }),
    date: null,
    description: null,
    url: imageUrl(row.name)!,
    image: galleryImage(row.name, row),
    links: [],
  };
}

import type { MediaItem, MediaLink } from '@familytree/shared';
import type { MediaSubject } from '../api/media-records.api';

/** The record's own link to the subject, if it has one (not one through an imported event). */
export function linkTo(item: MediaItem, subject: MediaSubject): MediaLink | undefined {
  if (item.mediaId === null) return undefined;
  return item.links.find((l) =>
    'personId' in subject
      ? l.personId === subject.personId && l.eventId === null
      : 'unionId' in subject
        ? l.unionId === subject.unionId
        : 'sourceId' in subject
          ? l.sourceId === subject.sourceId
          : l.citationId === subject.citationId,
  );
}

import { notNull, nullable, withDefault } from './columns.js';

/** Media as records (issue 30, decision 0039): part of `tables` in schema.ts. */
export const mediaTables = {
  /** A stored file (an image or a PDF) with its title, GEDCOM date phrase and description. */
  media: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    file_name: notNull('text'),
    content_type: notNull('text'),
    /** image or document */
    kind: notNull('text'),
    title: notNull('text'),
    date: nullable('text'),
    description: nullable('text'),
    /** The path or URL an imported OBJE names when no file was stored (file_name is empty). */
    reference: nullable('text'),
    width: nullable('integer'),
    height: nullable('integer'),
    created_by: nullable('integer'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /**
   * What a media record shows: exactly one of a person, a couple, a source, an imported event,
   * a citation (the page a citation points at, migration 0027).
   */
  media_links: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    media_id: notNull('integer'),
    person_id: nullable('integer'),
    union_id: nullable('integer'),
    source_id: nullable('integer'),
    event_id: nullable('integer'),
    citation_id: nullable('integer'),
    position: notNull('integer'),
  },
};

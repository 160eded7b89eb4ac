import { notNull, nullable, withDefault } from './columns.js';

/** The family's research (issue 30, decision 0034): part of `tables` in schema.ts. */
export const researchTables = {
  /** Where sources are kept (issue 30, decision 0034). */
  repositories: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    name: notNull('text'),
    address: nullable('text'),
    note: nullable('text'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  sources: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    title: notNull('text'),
    author: nullable('text'),
    publication: nullable('text'),
    abbreviation: nullable('text'),
    repository_id: nullable('integer'),
    call_number: nullable('text'),
    note: nullable('text'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /** A source cited for a person (one of their facts, or an imported event) or a couple. */
  citations: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    source_id: notNull('integer'),
    person_id: nullable('integer'),
    union_id: nullable('integer'),
    fact: nullable('text'),
    event_id: nullable('integer'),
    page: nullable('text'),
    date: nullable('text'),
    /** GEDCOM QUAY: 0 unreliable … 3 direct and primary evidence. */
    quality: nullable('integer'),
    note: nullable('text'),
    position: notNull('integer'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /** A note's text (sanitized rich text); what it is about is in note_links. */
  notes: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    text: notNull('text'),
    /** A record of its own in GEDCOM (NOTE record, SNOTE) rather than an inline NOTE (0026). */
    record: withDefault('flag'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /** What a note is about: a person (one of their facts, an imported event) or a couple. */
  note_links: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    note_id: notNull('integer'),
    person_id: nullable('integer'),
    union_id: nullable('integer'),
    fact: nullable('text'),
    event_id: nullable('integer'),
    position: notNull('integer'),
  },
  /** One level of a place hierarchy of the family's gazetteer (decision 0038). */
  places: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    parent_id: nullable('integer'),
    name: notNull('text'),
    type: nullable('text'),
    /** The word a GEDCOM FORM gave this level ("Parish"), written back by the export (0028). */
    type_word: nullable('text'),
    latitude: nullable('real'),
    longitude: nullable('real'),
    note: nullable('text'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /** A place's alternative names (another language, a former name). */
  place_names: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    place_id: notNull('integer'),
    name: notNull('text'),
    language: nullable('text'),
    position: notNull('integer'),
  },
};

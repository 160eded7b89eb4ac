import type { GedcomDate } from '@familytree/shared';
import type { GedcomWarning } from './warnings/gedcom-warning.js';
import type { PlanCitation, PlanNote, PlanResearch } from './research-mapping.js';
import type { PlanMedia } from './media-mapping.js';
import type { PlanPlace } from './place-mapping.js';

/**
 * What a GEDCOM file becomes in the product (issue 13, "What it maps"), before anything is
 * written: persons in parents-first order, unions, events with their dates, and every line the
 * product does not model, kept with its person or family.
 */

export interface PlanAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface PlanEvent {
  tag: string;
  address: PlanAddress | null;
  value: string | null;
  type: string | null;
  /** AGNC: the employer of an OCCU, the school of an EDUC (as webtrees and Gramps read it). */
  agency: string | null;
  date: GedcomDate | null;
  place: string | null;
  extra: string | null;
  /** Its citations (issue 30): SOUR lines pointing to a record, not in `extra`. */
  citations?: PlanCitation[];
  /**
   * The notes about it (issue 30): the xrefs of NOTE records it points to, and of its inline
   * notes, which become records of their own (`inlineNotes`, taken by the first reading).
   */
  notes?: string[];
  inlineNotes?: PlanNote[];
  /** What its PLAC line says of the place beyond its name (issue 30): MAP, FORM, TRAN, NOTE. */
  placeDetails?: PlanPlace | undefined;
  /** Its media (OBJE records, or inline OBJE: media-mapping.ts), in file order (issue 30). */
  media?: string[] | undefined;
}

export interface Kept {
  /**
   * FAMC: sub-lines of the person's FAMC; CHIL: a family's CHIL line with its sub-lines; FAMS: a
   * person's FAMS line with its sub-lines; PARTNER: a family's HUSB or WIFE line with its
   * sub-lines (GEDCOM 7's PHRASE); HEAD: the file's HEAD.SCHMA (issue 30); MARRIAGE: a couple's
   * later FAM record (a remarriage), its lines the position of its first event and its children's
   * ids (import-writer); CHILD_OF: which later FAM of its parents a child is of (1: the second).
   */
  context:
    | 'INDI'
    | 'NAME'
    | 'FAMC'
    | 'FAM'
    | 'CHIL'
    | 'REC'
    | 'FAMS'
    | 'PARTNER'
    | 'HEAD'
    | 'MARRIAGE'
    | 'CHILD_OF';
  lines: string;
}

export interface PlanPerson {
  xref: string;
  line: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  nickName: string | null;
  gender: 'M' | 'F' | 'U';
  placeOfBirth: string | null;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  living: boolean;
  about: string | null;
  father: number | null;
  mother: number | null;
  childOrder: number | null;
  /**
   * The INDI record's lines as in the file: its events and kept lines are read from them again
   * when the person is written (mapping.ts personDetail).
   */
  source: string;
  /** Lines other records give the person, kept with its own: a second FAMC, a FAMC's sub-lines. */
  linkKept?: Kept[];
  /** Read as Family Tree Maker writes (mapping.ts): its details are read so again. */
  ftw?: true;
}

/** A citation of the person, or of its name or sex (issue 30); an event's are on the event. */
export interface PersonCitation {
  fact: 'name' | 'sex' | null;
  citation: PlanCitation;
}

export interface PersonDetail {
  events: PlanEvent[];
  kept: Kept[];
  citations: PersonCitation[];
  /** The xrefs of the NOTE records the person points to (issue 30: note_links). */
  notes: string[];
  /** The xrefs of the notes about the person's name (records, or its inline notes as records). */
  nameNotes: string[];
  /** The xrefs of its media (OBJE records, or inline OBJE: media-mapping.ts), in file order. */
  media: string[];
}

export const newPersonDetail = (): PersonDetail => ({
  events: [],
  kept: [],
  citations: [],
  notes: [],
  nameNotes: [],
  media: [],
});

/** A FAM record: its two partners (or the one known), events and kept lines. */
export interface PlanFamily {
  xref: string;
  partner: number | null;
  spouse: number | null;
  children: number[];
  events: PlanEvent[];
  kept: Kept[];
  /** The FAM's own citations (issue 30); its events' are on the events. */
  citations: PlanCitation[];
  /** Its media (OBJE records, or inline OBJE: media-mapping.ts), in file order (issue 30). */
  media: string[];
}

export interface PlanUnion {
  person: number;
  spouse: number;
  order: number;
}

export interface ImportPlan {
  /** Parents before children: each person's father and mother index is below its own. */
  persons: PlanPerson[];
  families: PlanFamily[];
  unions: PlanUnion[];
  records: Kept[];
  /** REPO, SOUR and NOTE records (issue 30). */
  research: PlanResearch;
  /** OBJE records and inline OBJE as media records (issue 30). */
  media: PlanMedia[];
  /** One place per distinct full name the events give (issue 30, decision 0043). */
  places: PlanPlace[];
  warnings: GedcomWarning[];
  /** About how many bytes the import would add to the database (import-size.ts). */
  storedSize: number;
  counts: {
    individuals: number;
    families: number;
    events: number;
    notes: number;
    sources: number;
    media: number;
    repositories: number;
    citations: number;
    places: number;
  };
}

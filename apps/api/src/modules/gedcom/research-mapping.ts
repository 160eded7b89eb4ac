import { noteToAbout } from './about-text.js';
import { nodeText } from './gedcom-text.js';
import { pointer, type GedcomNode } from './records.js';
import { takeMedia, type InlineMedia } from './media-mapping.js';

/**
 * GEDCOM's research records as the import plan's (issue 30, decision 0034): REPO, SOUR and NOTE
 * records, and citations (`n SOUR @S1@` with PAGE, QUAY, DATA.DATE, NOTE) under persons, names,
 * events and families. What has no column stays as lines kept with the new record (`kept`,
 * GEDCOM text whose structures start at level 1), so that the export writes everything back.
 */

export interface PlanCitation {
  /** The file's xref of the cited SOUR record. */
  source: string;
  /** Its line in the file: citations are stored in file order (their `position`). */
  line: number;
  page: string | null;
  date: string | null;
  quality: number | null;
  note: string | null;
  kept: string | null;
  /** Its OBJE: pointers to OBJE records and its inline OBJE's names (media-mapping.ts). */
  media: string[];
  /** The citation as the file wrote it: kept as before when its source is no record of the file. */
  text: string;
}

export interface PlanRepository {
  xref: string;
  name: string;
  address: string | null;
  note: string | null;
  kept: string | null;
}

export interface PlanSource {
  xref: string;
  title: string;
  author: string | null;
  publication: string | null;
  abbreviation: string | null;
  /** The file's xref of its REPO record. */
  repository: string | null;
  callNumber: string | null;
  /** The REPO pointer as written (kept so when the file has no such REPO record). */
  repositoryText: string | null;
  note: string | null;
  kept: string | null;
  /** Its media (OBJE records, or its inline OBJE as records: media-mapping.ts), in file order. */
  media: string[];
}

export interface PlanNote {
  xref: string;
  /** Rich text, as notes are stored (one paragraph per paragraph). */
  text: string;
  kept: string | null;
}

export interface PlanResearch {
  repositories: PlanRepository[];
  sources: PlanSource[];
  notes: PlanNote[];
}

export const emptyResearch = (): PlanResearch => ({ repositories: [], sources: [], notes: [] });

/** A line's value, when the line is a plain one (no lines below it): a column can hold it. */
const plain = (node: GedcomNode) => (node.children.length === 0 ? node.value : null);

/** Calls `take` for each child; what it does not take is kept as level-1 text. */
function split(node: GedcomNode, take: (c: GedcomNode) => boolean): string | null {
  const kept: string[] = [];
  for (const c of node.children) if (!take(c)) kept.push(nodeText(c, 1));
  return kept.length ? kept.join('\n') : null;
}

/** A SOUR line pointing to a record: a citation (`1 SOUR text` of 5.5.1 stays a kept line). */
export const isCitation = (node: GedcomNode) => node.tag === 'SOUR' && pointer(node.value) !== null;

/**
 * A pointer SOUR line as a citation; `level` is the line's own level in the file. A citation has
 * no media links: its inline OBJE is a media record all the same, and the citation keeps a
 * pointer to it (`1 OBJE @…@` among its kept lines), so that no reader makes a second one.
 */
export function citationOf(
  node: GedcomNode,
  level: number,
  inline: InlineMedia | null,
): PlanCitation {
  const citation: PlanCitation = {
    source: pointer(node.value)!,
    line: node.line,
    page: null,
    date: null,
    quality: null,
    note: null,
    kept: null,
    media: [],
    text: nodeText(node, level),
  };
  const kept: string[] = [];
  for (const c of node.children) {
    const value = plain(c);
    if (c.tag === 'OBJE' && takeMedia(c, citation.media, inline)) continue;
    else if (c.tag === 'PAGE' && value !== null && citation.page === null) citation.page = value;
    else if (c.tag === 'QUAY' && /^[0-3]$/.test(c.value.trim()) && citation.quality === null)
      citation.quality = Number(c.value.trim());
    else if (c.tag === 'NOTE' && value !== null && pointer(value) === null && !citation.note)
      citation.note = value;
    else if (c.tag === 'DATA' && !c.value && citation.date === null) {
      // DATA.DATE has a column; the rest of DATA (TEXT) is kept as a DATA of its own lines.
      const date = c.children.find((d) => d.tag === 'DATE' && d.children.length === 0);
      citation.date = date ? date.value : null;
      const rest = c.children.filter((d) => d !== date);
      if (rest.length || !date) kept.push(nodeText({ ...c, children: rest }, 1));
    } else kept.push(nodeText(c, 1));
  }
  if (kept.length) citation.kept = kept.join('\n');
  return citation;
}

export function repositoryOf(record: GedcomNode): PlanRepository {
  const repository: PlanRepository = {
    xref: record.xref!,
    name: '',
    address: null,
    note: null,
    kept: null,
  };
  let named = false;
  repository.kept = split(record, (c) => {
    const value = plain(c);
    if (c.tag === 'NAME' && value !== null && !named) {
      repository.name = value;
      named = true;
      return true;
    }
    if (c.tag === 'ADDR' && repository.address === null) {
      // Free text with its sub-lines; kept whole too when it has some, so the export writes
      // them back as they were unless the address was edited since (export-research.ts).
      const lines = [c.value, ...c.children.map((d) => d.value)].filter(Boolean);
      repository.address = lines.join('\n');
      return c.children.length === 0;
    }
    if (c.tag === 'NOTE' && value !== null && pointer(value) === null && !repository.note) {
      repository.note = value;
      return true;
    }
    return false;
  });
  return repository;
}

export function sourceOf(record: GedcomNode, inline: InlineMedia): PlanSource {
  const source: PlanSource = {
    xref: record.xref!,
    title: '',
    author: null,
    publication: null,
    abbreviation: null,
    repository: null,
    callNumber: null,
    repositoryText: null,
    note: null,
    kept: null,
    media: [],
  };
  /** A call number's own lines (MEDI): kept below a bare `1 REPO` (export-research.ts). */
  let calnLines: string | null = null;
  let titled = false;
  source.kept = split(record, (c) => {
    const value = plain(c);
    if (c.tag === 'TITL' && value !== null && !titled) {
      source.title = value;
      titled = true;
      return true;
    }
    if (c.tag === 'AUTH' && value !== null && source.author === null) source.author = value;
    else if (c.tag === 'PUBL' && value !== null && source.publication === null)
      source.publication = value;
    else if (c.tag === 'ABBR' && value !== null && source.abbreviation === null)
      source.abbreviation = value;
    else if (c.tag === 'NOTE' && value !== null && pointer(value) === null && !source.note)
      source.note = value;
    else if (c.tag === 'OBJE') return takeMedia(c, source.media, inline);
    else if (c.tag === 'REPO' && source.repository === null && pointer(c.value) !== null) {
      const caln = c.children.length === 1 ? c.children[0]! : null;
      // A repository pointer with more than one call number is kept as written.
      if (c.children.length > 1 || (caln && caln.tag !== 'CALN')) return false;
      source.repository = pointer(c.value);
      source.callNumber = caln ? caln.value : null;
      source.repositoryText = nodeText(c, 1);
      if (caln?.children.length)
        calnLines = ['1 REPO', '2 CALN', ...caln.children.map((m) => nodeText(m, 3))].join('\n');
    } else return false;
    return true;
  });
  if (calnLines) source.kept = source.kept ? `${calnLines}\n${source.kept}` : calnLines;
  return source;
}

/**
 * An inline NOTE under an event: a note record of its own (issue 30), named by its line, so that
 * both readings of the file give it the same name and no file's xref can be the same (`L12` is
 * no `@L12@` of the file: those are kept as `@L12@`, these never reach a file).
 */
export const inlineNoteXref = (line: number) => `_INLINE_NOTE_${line}`;

/** Whether a plan's note was a NOTE record of the file rather than an inline NOTE. */
export const isNoteRecord = (xref: string) => !xref.startsWith('_INLINE_NOTE_');

export function inlineNoteOf(node: GedcomNode): PlanNote {
  return noteOf({ ...node, xref: inlineNoteXref(node.line) });
}

/**
 * A NOTE or SNOTE under a fact as a note of the research: the record it points to, or its own
 * text as a record (`inline`). Null for what stays a kept line: a pointer with lines of its own
 * (GEDCOM 7's PHRASE) or to @VOID@.
 */
export function factNoteOf(c: GedcomNode): { xref: string; inline: PlanNote | null } | null {
  if (c.tag !== 'NOTE' && c.tag !== 'SNOTE') return null;
  const ref = pointer(c.value);
  if (ref === null) {
    const inline = inlineNoteOf(c);
    return { xref: inline.xref, inline };
  }
  return c.children.length > 0 || ref === 'VOID' ? null : { xref: ref, inline: null };
}

/** A NOTE (5.5.1) or SNOTE (7.0) record: its text, and its own lines (CHAN, SOUR…) kept. */
export function noteOf(record: GedcomNode): PlanNote {
  return {
    xref: record.xref!,
    text: noteToAbout(record.value),
    kept: split(record, () => false),
  };
}

import type { Db } from '../../infra/database.js';
import { aboutToNote, gedcomLine, relevel } from './gedcom-text.js';
import { dateFor } from './export-records.js';
import type { GedcomVersion } from './export-writer.js';
import {
  citationsOfPersons,
  citationsOfUnions,
  keptOfRecords,
  inlineNotesOf,
  noteLinksOfPersons,
  noteLinksOfUnions,
  notesPage,
  repositoriesPage,
  sourcesPage,
  type ExportCitationRow,
  type ExportNoteLinkRow,
} from './research-export.repository.js';
import { familyKey, noteXref, repositoryXref, sourceXref } from './xrefs.js';
import { citationMediaLinks, linkLines, sourceMediaLines } from './export-media.js';
import type { ExportMediaLinkRow } from './media-export.repository.js';

/**
 * The export of the family's research (issue 30, decision 0034): citations and note pointers
 * written in place (under the person, its NAME, SEX, birth and death, an event, a FAM), in
 * `position` order, with the lines kept from an import; and the REPO, SOUR and NOTE (7.0: SNOTE)
 * records from their tables.
 */

/** Kept level-1 text split into one structure's block (`1 TAG` and its lines) and the rest. */
function takeBlock(
  kept: string | null,
  tag: string,
  /** Only a block whose line has no value (`1 REPO`, not `1 REPO @R1@`). */
  bare = false,
): { block: string[]; rest: string[] } {
  const block: string[] = [];
  const rest: string[] = [];
  let inBlock = false;
  for (const line of kept === null ? [] : kept.split('\n')) {
    // Only the first such block: a second one stays with the rest.
    if (line.startsWith('1 '))
      inBlock =
        block.length === 0 && (line === `1 ${tag}` || (!bare && line.startsWith(`1 ${tag} `)));
    (inBlock ? block : rest).push(line);
  }
  return { block, rest };
}

/** One citation at `level` (its SOUR line), with its kept lines (stored from level 1). */
export function citationText(
  c: ExportCitationRow,
  kept: string | null,
  level: number,
  version: GedcomVersion,
  media: ExportMediaLinkRow[] = [],
): string {
  const lines = [`${level} SOUR @${sourceXref(c.source_id)}@`];
  if (c.page) lines.push(gedcomLine(level + 1, 'PAGE', c.page));
  const { block: data, rest } = takeBlock(kept, 'DATA');
  if (c.date || data.length) {
    lines.push(`${level + 1} DATA`);
    if (c.date) lines.push(gedcomLine(level + 2, 'DATE', dateFor(c.date, version)));
    if (data.length > 1) lines.push(relevel(data.slice(1).join('\n'), 1, level + 1));
  }
  if (c.quality !== null) lines.push(`${level + 1} QUAY ${c.quality}`);
  for (const l of media) lines.push(linkLines(level + 1, l, version));
  if (c.note) lines.push(gedcomLine(level + 1, 'NOTE', c.note));
  if (rest.length) lines.push(relevel(rest.join('\n'), 1, level + 1));
  return lines.join('\n');
}

const notePointer = (id: number, level: number, version: GedcomVersion) =>
  `${level} ${version === '7' ? 'SNOTE' : 'NOTE'} @${noteXref(id)}@`;

/** A note written where it belongs, with the lines kept from its import (stored from level 1). */
function inlineNoteText(
  text: string,
  kept: string | undefined,
  level: number,
  version: GedcomVersion,
): string {
  const lines = [gedcomLine(level, 'NOTE', aboutToNote(text))];
  if (kept) lines.push(forVersion(relevel(kept, 1, level + 1), version));
  return lines.join('\n');
}

/** Lines to write under a person, a fact of theirs, an event or a union. */
export interface ResearchLines {
  /** Level-1 lines of the person (a `1 SOUR`, `1 NOTE`) by person id. */
  ofPerson: Map<number, string[]>;
  /** Level-2 lines under a fact of the person (name, sex, birth, death), by `${person} ${fact}`. */
  ofFact: Map<string, string[]>;
  /** Level-2 lines under an imported event, by its row's id. */
  ofEvent: Map<number, string[]>;
  /** Level-1 lines of a FAM, by its key (xrefs.ts familyKey). */
  ofFamily: Map<string, string[]>;
  /** The sources, notes and media these lines point to (a branch's export writes only those). */
  sources: Set<number>;
  notes: Set<number>;
  media: Set<number>;
}

const push = <K>(map: Map<K, string[]>, key: K, line: string) => {
  const list = map.get(key);
  if (list) list.push(line);
  else map.set(key, [line]);
};

/** The citations and note links of a page's persons and of their unions. */
export async function researchLinesOf(
  db: Db,
  familyId: number,
  personIds: number[],
  unions: Array<{ id: number; person_id: number; spouse_id: number }>,
  version: GedcomVersion,
): Promise<ResearchLines> {
  const [ofPersons, ofUnions, links] = await Promise.all([
    citationsOfPersons(db, familyId, personIds),
    citationsOfUnions(
      db,
      familyId,
      unions.map((u) => u.id),
    ),
    noteLinksOfPersons(db, familyId, personIds),
  ]);
  links.push(
    ...(await noteLinksOfUnions(
      db,
      familyId,
      unions.map((u) => u.id),
    )),
  );
  const citations = [...ofPersons, ...ofUnions];
  const kept = await keptOfRecords(
    db,
    familyId,
    'CITE',
    citations.map((c) => c.id),
  );
  const media = await citationMediaLinks(
    db,
    familyId,
    citations.map((c) => c.id),
  );
  const inline = await inlineNotesOf(
    db,
    familyId,
    links.map((l) => l.note_id),
  );
  const keptOfInline = await keptOfRecords(db, familyId, 'NOTE', [...inline.keys()]);
  const lines: ResearchLines = {
    ofPerson: new Map(),
    ofFact: new Map(),
    ofEvent: new Map(),
    ofFamily: new Map(),
    sources: new Set(),
    notes: new Set(),
    media: new Set(),
  };
  const unionKey = new Map(unions.map((u) => [u.id, familyKey(u.person_id, u.spouse_id)]));
  const place = (
    row: Pick<ExportCitationRow, 'person_id' | 'union_id' | 'fact' | 'event_id'>,
    text: (level: number) => string,
  ) => {
    if (row.event_id !== null) push(lines.ofEvent, row.event_id, text(2));
    else if (row.person_id !== null && row.fact !== null)
      push(lines.ofFact, `${row.person_id} ${row.fact}`, text(2));
    else if (row.person_id !== null) push(lines.ofPerson, row.person_id, text(1));
    else if (row.union_id !== null && unionKey.has(row.union_id))
      push(lines.ofFamily, unionKey.get(row.union_id)!, text(1));
  };
  for (const c of citations) {
    lines.sources.add(c.source_id);
    const own = media.get(c.id) ?? [];
    for (const l of own) lines.media.add(l.media_id);
    place(c, (level) => citationText(c, kept.get(c.id) ?? null, level, version, own));
  }
  for (const l of links as ExportNoteLinkRow[]) {
    const text = inline.get(l.note_id);
    if (text === undefined) {
      lines.notes.add(l.note_id);
      place(l, (level) => notePointer(l.note_id, level, version));
    } else place(l, (level) => inlineNoteText(text, keptOfInline.get(l.note_id), level, version));
  }
  return lines;
}

const pageSize = 1000;

/**
 * The REPO, SOUR and NOTE records; with `only` (a branch's export), those its written lines
 * point to, and the repositories and notes of those sources.
 */
export async function* researchRecords(
  db: Db,
  familyId: number,
  version: GedcomVersion,
  only: {
    sources: Set<number>;
    notes: Set<number>;
    repositories: Set<number>;
    /** The media the written records point to: the sources' are added. */
    media: Set<number>;
  } | null,
): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const page = await sourcesPage(db, familyId, after, pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const rows = only ? page.filter((s) => only.sources.has(s.id)) : page;
    const kept = await keptOfRecords(
      db,
      familyId,
      'SOUR',
      rows.map((s) => s.id),
    );
    const media = await sourceMediaLines(
      db,
      familyId,
      rows.map((s) => s.id),
      only?.media,
      version,
    );
    const out: string[] = [];
    for (const s of rows) {
      const lines = [`0 @${sourceXref(s.id)}@ SOUR`];
      if (s.title) lines.push(gedcomLine(1, 'TITL', s.title));
      if (s.author) lines.push(gedcomLine(1, 'AUTH', s.author));
      if (s.publication) lines.push(gedcomLine(1, 'PUBL', s.publication));
      if (s.abbreviation) lines.push(gedcomLine(1, 'ABBR', s.abbreviation));
      // A bare `1 REPO` block keeps the call number's own lines (MEDI) from an import.
      const { block: caln, rest } = takeBlock(kept.get(s.id) ?? null, 'REPO', true);
      if (s.repository_id !== null) {
        only?.repositories.add(s.repository_id);
        lines.push(`1 REPO @${repositoryXref(s.repository_id)}@`);
        if (s.call_number || caln.length > 2)
          lines.push(gedcomLine(2, 'CALN', s.call_number ?? ''));
        if (caln.length > 2) lines.push(...caln.slice(2));
      }
      if (s.note) lines.push(gedcomLine(1, 'NOTE', s.note));
      lines.push(...(media.get(s.id) ?? []));
      const own = rest.length ? rest.join('\n') : null;
      if (own) {
        lines.push(forVersion(own, version));
        if (only) for (const m of own.matchAll(/@N(\d+)@/g)) only.notes.add(Number(m[1]));
      }
      out.push(lines.join('\n'));
    }
    if (out.length) yield out.join('\n') + '\n';
  }
  after = 0;
  for (;;) {
    const page = await repositoriesPage(db, familyId, after, pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const rows = only ? page.filter((r) => only.repositories.has(r.id)) : page;
    const kept = await keptOfRecords(
      db,
      familyId,
      'REPO',
      rows.map((r) => r.id),
    );
    const out: string[] = [];
    for (const r of rows) {
      const lines = [`0 @${repositoryXref(r.id)}@ REPO`];
      if (r.name) lines.push(gedcomLine(1, 'NAME', r.name));
      const own = kept.get(r.id) ?? null;
      const { block: address, rest } = takeBlock(own, 'ADDR');
      // An address kept with its sub-lines is written as it came, unless edited since.
      const keptAddress = address.length && addressText(address) === r.address;
      if (keptAddress) lines.push(address.join('\n'));
      else if (r.address) lines.push(gedcomLine(1, 'ADDR', r.address));
      if (r.note) lines.push(gedcomLine(1, 'NOTE', r.note));
      if (rest.length) lines.push(forVersion(rest.join('\n'), version));
      out.push(lines.join('\n'));
    }
    if (out.length) yield out.join('\n') + '\n';
  }
  after = 0;
  for (;;) {
    const page = await notesPage(db, familyId, after, pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const rows = only ? page.filter((n) => only.notes.has(n.id)) : page;
    const kept = await keptOfRecords(
      db,
      familyId,
      'NOTE',
      rows.map((n) => n.id),
    );
    const out: string[] = [];
    for (const n of rows) {
      const tag = version === '7' ? 'SNOTE' : 'NOTE';
      const lines = [gedcomLine(0, tag, aboutToNote(n.text), noteXref(n.id))];
      const own = kept.get(n.id);
      if (own) lines.push(forVersion(own, version));
      out.push(lines.join('\n'));
    }
    if (out.length) yield out.join('\n') + '\n';
  }
}

/** The text an ADDR block makes (research-mapping.ts repositoryOf): its value and sub-values. */
function addressText(block: string[]): string {
  const values: string[] = [];
  for (const line of block) {
    const m = /^(\d+) (\S+)(?: (.*))?$/.exec(line);
    if (!m) continue;
    const value = m[3] ?? '';
    if (m[2] === 'CONT') values[values.length - 1] += `\n${value}`;
    else if (m[2] === 'CONC') values[values.length - 1] += value;
    else values.push(value);
  }
  return values.filter(Boolean).join('\n');
}

/** GEDCOM 7 points to a shared note with SNOTE. */
const forVersion = (text: string, version: GedcomVersion) =>
  version === '7' ? text.replace(/^(\d+) NOTE (@N\d+@)$/gm, '$1 SNOTE $2') : text;

import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import { insertRows, reserveIds } from './gedcom.repository.js';
import { linkAll, type MediaLinks } from './media-writer.js';
import { isNoteRecord, type PlanCitation, type PlanResearch } from './research-mapping.js';
import { noteXref, repositoryXref, sourceXref } from './xrefs.js';

/**
 * The import's writes of research records (issue 30, decision 0034): REPO, SOUR and NOTE records
 * as rows of their tables, citations and note links as the persons are written. Their lines
 * without a column are kept in `gedcom_kept` with `context` the record's kind and `position` its
 * row's id (no person: they belong to the record, and the export writes them back with it).
 */

export type ResearchContext = 'REPO' | 'SOUR' | 'NOTE' | 'CITE' | 'OBJE';

/** The rows' ids by the file's xrefs. */
export interface ResearchIds {
  repositories: Map<string, number>;
  sources: Map<string, number>;
  notes: Map<string, number>;
}

export interface ResearchCounts {
  repositories: number;
  sources: number;
  citations: number;
  notes: number;
}

/** The first and last id of rows an import wrote (its revert deletes them, issue 29). */
export interface IdSpan {
  from: number;
  to: number;
}

export interface ImportedResearch {
  repositories: IdSpan | null;
  sources: IdSpan | null;
  notes: IdSpan | null;
  citations: IdSpan | null;
}

function widen(span: IdSpan | null, ids: Iterable<number>): IdSpan | null {
  let out = span;
  for (const id of ids)
    out =
      out === null
        ? { from: id, to: id }
        : { from: Math.min(out.from, id), to: Math.max(out.to, id) };
  return out;
}

/** The spans of the records' and citations' ids. */
export const importedResearch = (ids: ResearchIds, citations: IdSpan | null): ImportedResearch => ({
  repositories: widen(null, ids.repositories.values()),
  sources: widen(null, ids.sources.values()),
  notes: widen(null, ids.notes.values()),
  citations,
});

/** Reserves the records' ids: pointers to them are rewritten to their export names first. */
export async function reserveResearchIds(db: Db, research: PlanResearch): Promise<ResearchIds> {
  const byXref = async (table: 'repositories' | 'sources' | 'notes', xrefs: string[]) => {
    const ids = await reserveIds(db, table, xrefs.length);
    return new Map(xrefs.map((x, i) => [x, ids[i]!]));
  };
  return {
    repositories: await byXref(
      'repositories',
      research.repositories.map((r) => r.xref),
    ),
    sources: await byXref(
      'sources',
      research.sources.map((s) => s.xref),
    ),
    notes: await byXref(
      'notes',
      research.notes.map((n) => n.xref),
    ),
  };
}

/** The export's names of the file's research records (xrefs.ts), for the pointer rewrite. */
export function researchNames(ids: ResearchIds): Map<string, string> {
  const names = new Map<string, string>();
  for (const [xref, id] of ids.repositories) names.set(xref, repositoryXref(id));
  for (const [xref, id] of ids.sources) names.set(xref, sourceXref(id));
  for (const [xref, id] of ids.notes) names.set(xref, noteXref(id));
  return names;
}

const keptRow = (
  familyId: number,
  context: ResearchContext,
  id: number,
  lines: string,
): Insertable<Database['gedcom_kept']> => ({
  family_id: familyId,
  person_id: null,
  spouse_id: null,
  position: id,
  context,
  lines,
});

/** Writes the records (a file's duplicate xref: the last record of that name is the row). */
export async function writeResearchRecords(
  db: Db,
  familyId: number,
  research: PlanResearch,
  ids: ResearchIds,
  rewrite: (text: string) => string,
  now: string,
): Promise<void> {
  const kept: Insertable<Database['gedcom_kept']>[] = [];
  const once = <T extends { xref: string }>(records: T[], map: Map<string, number>) => {
    const seen = new Set<number>();
    return records
      .slice()
      .reverse()
      .filter((r) => {
        const id = map.get(r.xref)!;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      })
      .reverse();
  };
  const repositories = once(research.repositories, ids.repositories).map((r) => {
    const id = ids.repositories.get(r.xref)!;
    if (r.kept) kept.push(keptRow(familyId, 'REPO', id, rewrite(r.kept)));
    return {
      id,
      family_id: familyId,
      name: r.name,
      address: r.address,
      note: r.note,
      created_at: now,
      updated_at: now,
    };
  });
  const sources = once(research.sources, ids.sources).map((s) => {
    const id = ids.sources.get(s.xref)!;
    const repository = s.repository === null ? undefined : ids.repositories.get(s.repository);
    let lines = s.kept;
    // A pointer to no REPO record of the file is kept as written (its call number's lines too).
    if (s.repository !== null && repository === undefined) {
      const own = (lines ?? '').replace(/^1 REPO\n2 CALN(\n[3-9] .*)*\n?/, '');
      lines = own ? `${s.repositoryText}\n${own}` : s.repositoryText;
    }
    if (lines) kept.push(keptRow(familyId, 'SOUR', id, rewrite(lines)));
    return {
      id,
      family_id: familyId,
      title: s.title,
      author: s.author,
      publication: s.publication,
      abbreviation: s.abbreviation,
      repository_id: repository ?? null,
      call_number: repository === undefined ? null : s.callNumber,
      note: s.note,
      created_at: now,
      updated_at: now,
    };
  });
  const notes = once(research.notes, ids.notes).map((n) => {
    const id = ids.notes.get(n.xref)!;
    if (n.kept) kept.push(keptRow(familyId, 'NOTE', id, rewrite(n.kept)));
    const record = isNoteRecord(n.xref) ? 1 : 0;
    return { id, family_id: familyId, text: n.text, record, created_at: now, updated_at: now };
  });
  await insertRows(db, 'repositories', repositories);
  await insertRows(db, 'sources', sources);
  await insertRows(db, 'notes', notes);
  await insertRows(db, 'gedcom_kept', kept);
}

/** What a citation cites; `event` is the event's row, whose id is set when events are flushed. */
export interface CitationTarget {
  person: number | null;
  union: number | null;
  fact: 'name' | 'sex' | 'birth' | 'death' | null;
  event: { id?: number } | null;
}

/**
 * Collects the citations and note links of a batch of persons (or the families), written after
 * their events by `flush`. `cite` and `link` answer false when the file has no such record: the
 * caller keeps the line as before.
 */
export function researchLinks(
  familyId: number,
  ids: ResearchIds,
  rewrite: (text: string) => string,
  now: string,
  /** The citations' media links, written after the citations (their ids). */
  media: MediaLinks,
) {
  type Cited = { target: CitationTarget; source: number; c: PlanCitation; row: { id?: number } };
  let citations: Cited[] = [];
  let links: Array<{ note: number; target: CitationTarget }> = [];
  let position = 0;
  const counted = { citations: 0, noteLinks: 0, citationIds: null as IdSpan | null };
  return {
    counted,
    cite(c: PlanCitation, target: CitationTarget): boolean {
      const source = ids.sources.get(c.source);
      if (source === undefined) return false;
      const row: { id?: number } = {};
      // A pointer to no OBJE record of the file stays a line of the citation.
      const unlinked = linkAll(media, c.media, { citation: row }, 1);
      if (unlinked.length) c.kept = [c.kept ?? '', ...unlinked].filter(Boolean).join('\n');
      citations.push({ target, source, c, row });
      return true;
    },
    link(xref: string, target: CitationTarget): boolean {
      const note = ids.notes.get(xref);
      if (note === undefined) return false;
      links.push({ note, target });
      return true;
    },
    /** Writes what was collected; the events it names must have been written. */
    async flush(db: Db) {
      const citationIds = await reserveIds(db, 'citations', citations.length);
      const kept: Insertable<Database['gedcom_kept']>[] = [];
      const rows = citations.map(({ target, source, c, row }, i) => {
        const id = citationIds[i]!;
        row.id = id;
        if (c.kept) kept.push(keptRow(familyId, 'CITE', id, rewrite(c.kept)));
        return {
          id,
          family_id: familyId,
          source_id: source,
          person_id: target.person,
          union_id: target.union,
          fact: target.fact,
          event_id: target.event?.id ?? null,
          page: c.page,
          date: c.date,
          quality: c.quality,
          note: c.note,
          position: c.line,
          created_at: now,
          updated_at: now,
        };
      });
      await insertRows(db, 'citations', rows);
      await insertRows(db, 'gedcom_kept', kept);
      await insertRows(
        db,
        'note_links',
        links.map(({ note, target }) => ({
          family_id: familyId,
          note_id: note,
          person_id: target.person,
          union_id: target.union,
          fact: target.fact,
          event_id: target.event?.id ?? null,
          position: position++,
        })),
      );
      counted.citations += rows.length;
      if (rows.length) counted.citationIds = widen(counted.citationIds, citationIds);
      counted.noteLinks += links.length;
      citations = [];
      links = [];
    },
  };
}

import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import { insertRows, reserveIds } from './gedcom.repository.js';
import type { PlanMedia } from './media-mapping.js';
import type { PlanSource } from './research-mapping.js';
import type { IdSpan } from './research-writer.js';
import { mediaXref } from './xrefs.js';
import type { StoredMediaFile } from './gedzip-import.js';

/**
 * The import's writes of media records (issue 30, decision 0041): OBJE records and inline OBJE as
 * `media` rows keeping the file's reference (a .ged file has no bytes: `file_name` stays empty
 * until a GEDZIP import stores the file), and the persons' links to them in file order. Lines
 * without a column are kept in `gedcom_kept` with `context` OBJE and `position` the row's id.
 */

/**
 * The rows' ids by the plan's media xrefs (a duplicate xref: the last record is the row); a later
 * inline OBJE of a file already named goes by the first one's row.
 */
export async function reserveMediaIds(db: Db, media: PlanMedia[]): Promise<Map<string, number>> {
  const ids = await reserveIds(db, 'media', media.length);
  const byXref = new Map(media.map((m, i) => [m.xref, ids[i]!]));
  for (const m of media) for (const xref of m.sameFile ?? []) byXref.set(xref, byXref.get(m.xref)!);
  return byXref;
}

/**
 * The export's names of the file's OBJE records, for the rewrite of kept pointers: a citation's
 * pointer to its inline OBJE's row, a line kept where no link could be made.
 */
export function mediaNames(ids: Map<string, number>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [xref, id] of ids) names.set(xref, mediaXref(id));
  return names;
}

export async function writeMediaRecords(
  db: Db,
  familyId: number,
  media: PlanMedia[],
  ids: Map<string, number>,
  rewrite: (text: string) => string,
  now: string,
  /** Files a GEDZIP brought, by reference: stored already, named in the store. */
  stored: Map<string, StoredMediaFile>,
): Promise<IdSpan | null> {
  const kept: Insertable<Database['gedcom_kept']>[] = [];
  const rows: Insertable<Database['media']>[] = [];
  const written = new Set<number>();
  for (const m of media.slice().reverse()) {
    const id = ids.get(m.xref)!;
    if (written.has(id)) continue;
    written.add(id);
    const file = stored.get(m.reference);
    if (m.kept)
      kept.push({
        family_id: familyId,
        person_id: null,
        spouse_id: null,
        position: id,
        context: 'OBJE',
        lines: rewrite(m.kept),
      });
    const contentType = file?.contentType ?? m.contentType;
    rows.push({
      id,
      family_id: familyId,
      file_name: file?.fileName ?? '',
      content_type: contentType,
      kind: contentType.startsWith('image/') ? 'image' : 'document',
      title: m.title,
      date: null,
      description: null,
      reference: file ? null : m.reference,
      width: file?.width ?? null,
      height: file?.height ?? null,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
  }
  rows.reverse();
  await insertRows(db, 'media', rows);
  await insertRows(db, 'gedcom_kept', kept);
  let span: IdSpan | null = null;
  for (const id of written)
    span = span
      ? { from: Math.min(span.from, id), to: Math.max(span.to, id) }
      : { from: id, to: id };
  return span;
}

/**
 * What a media link is of: one of them; an event's row gets its id when events are flushed, a
 * citation's when the citations are (research-writer.ts, before the links).
 */
export interface MediaTarget {
  person?: number;
  union?: number;
  source?: number;
  event?: { id?: number };
  citation?: { id?: number };
}

/** Collects the media links of persons, couples, sources and events, written by `flush`. */
export function mediaLinks(familyId: number, ids: Map<string, number>) {
  let links: Array<{ media: number; target: MediaTarget; position: number }> = [];
  return {
    /** False when the file has no such OBJE record: the caller keeps the pointer line. */
    link(xref: string, target: MediaTarget, position: number): boolean {
      const media = ids.get(xref);
      if (media === undefined) return false;
      links.push({ media, target, position });
      return true;
    },
    /** Writes what was collected; the media rows and the events it names must be written. */
    async flush(db: Db) {
      // A record pointing twice to one medium (or to two inline OBJE of one file) is linked once.
      const seen = new Set<string>();
      const rows: Insertable<Database['media_links']>[] = [];
      for (const { media, target, position } of links) {
        const row = {
          family_id: familyId,
          media_id: media,
          person_id: target.person ?? null,
          union_id: target.union ?? null,
          source_id: target.source ?? null,
          event_id: target.event?.id ?? null,
          citation_id: target.citation?.id ?? null,
          position,
        };
        const key = `${media} ${row.person_id} ${row.union_id} ${row.source_id} ${row.event_id} ${row.citation_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push(row);
      }
      await insertRows(db, 'media_links', rows);
      links = [];
    },
  };
}

export type MediaLinks = ReturnType<typeof mediaLinks>;

/** Links each medium of a list; answers the pointer lines (at `level`) of those with no row. */
export function linkAll(
  links: MediaLinks,
  xrefs: string[] | undefined,
  target: MediaTarget,
  level: number,
): string[] {
  const unlinked: string[] = [];
  (xrefs ?? []).forEach((xref, position) => {
    if (!links.link(xref, target, position)) unlinked.push(`${level} OBJE @${xref}@`);
  });
  return unlinked;
}

/**
 * Links the source records' media; a pointer to no OBJE record of the file joins the source's
 * kept lines. A duplicate xref's earlier record is no row (research-writer.ts): not linked.
 */
export function linkSourceMedia(
  links: ReturnType<typeof mediaLinks>,
  sources: PlanSource[],
  ids: Map<string, number>,
): void {
  const seen = new Set<number>();
  for (const s of sources.slice().reverse()) {
    const id = ids.get(s.xref)!;
    if (seen.has(id)) continue;
    seen.add(id);
    const unlinked = linkAll(links, s.media, { source: id }, 1);
    if (unlinked.length) s.kept = [s.kept ?? '', ...unlinked].filter(Boolean).join('\n');
  }
}

import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import { insertRows, reserveIds } from './gedcom.repository.js';
import type { PlanMedia } from './media-mapping.js';
import type { IdSpan } from './research-writer.js';
import { mediaXref } from './xrefs.js';
import type { StoredMediaFile } from './gedzip-import.js';

/**
 * The import's writes of media records (issue 30, decision 0041): OBJE records and inline OBJE as
 * `media` rows keeping the file's reference (a .ged file has no bytes: `file_name` stays empty
 * until a GEDZIP import stores the file), and the persons' links to them in file order. Lines
 * without a column are kept in `gedcom_kept` with `context` OBJE and `position` the row's id.
 */

/** The rows' ids by the plan's media xrefs (a duplicate xref: the last record is the row). */
export async function reserveMediaIds(db: Db, media: PlanMedia[]): Promise<Map<string, number>> {
  const ids = await reserveIds(db, 'media', media.length);
  return new Map(media.map((m, i) => [m.xref, ids[i]!]));
}

/** The export's names of the file's OBJE records, for the rewrite of kept pointers. */
export function mediaNames(ids: Map<string, number>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [xref, id] of ids) if (!xref.startsWith('inline ')) names.set(xref, mediaXref(id));
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

/** Collects the persons' media links, written after the persons (`flush`). */
export function mediaLinks(familyId: number, ids: Map<string, number>) {
  let links: Insertable<Database['media_links']>[] = [];
  return {
    /** False when the file has no such OBJE record: the caller keeps the pointer line. */
    link(xref: string, person: number, position: number): boolean {
      const media = ids.get(xref);
      if (media === undefined) return false;
      links.push({
        family_id: familyId,
        media_id: media,
        person_id: person,
        union_id: null,
        source_id: null,
        event_id: null,
        position,
      });
      return true;
    },
    async flush(db: Db) {
      // A person pointing twice to one record is linked once.
      const seen = new Set<string>();
      const rows = links.filter((l) => {
        const key = `${l.media_id} ${l.person_id}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      await insertRows(db, 'media_links', rows);
      links = [];
    },
  };
}

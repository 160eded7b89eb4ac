import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';

/** The reads of the GEDCOM export's media (export-media.ts, issue 30). */

/** Ids per statement: a page's events may be thousands. */
const chunk = 1000;

/**
 * The links of these persons, couples, sources or events to media records, in their order, with
 * what a link written as an inline OBJE needs of its record (a web link, export-media.ts).
 */
export async function mediaLinksOf(
  db: Db,
  familyId: number,
  column: 'person_id' | 'union_id' | 'source_id' | 'event_id' | 'citation_id',
  ids: number[],
) {
  const rows = [];
  for (let at = 0; at < ids.length; at += chunk)
    rows.push(
      ...(await db
        .selectFrom('media_links as l')
        .innerJoin('media as m', 'm.id', 'l.media_id')
        .select([
          'l.id',
          'l.media_id',
          'l.person_id',
          'l.union_id',
          'l.source_id',
          'l.event_id',
          'l.citation_id',
          'l.position',
          'm.content_type',
          'm.file_name',
          'm.reference',
          'm.title',
        ])
        // The (family_id, person_id) index would read every link of the family for the others
        // (as citationsOfUnions): `+family_id` keeps SQLite on the column's own index.
        .where(
          column === 'person_id' ? sql<number>`l.family_id` : sql<number>`+l.family_id`,
          '=',
          familyId,
        )
        .where(`l.${column}`, 'in', ids.slice(at, at + chunk))
        .orderBy('l.position')
        .orderBy('l.id')
        .execute()),
    );
  // Each chunk is in order; a subject's links are all in one chunk.
  return rows;
}

export type ExportMediaLinkRow = Awaited<ReturnType<typeof mediaLinksOf>>[number];

/** Of these media records, those linked to anything. */
export async function linkedMediaIds(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_links')
    .select('media_id')
    .distinct()
    .where('family_id', '=', familyId)
    .where('media_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.media_id));
}

/** The family's media rows by id, a page at a time. */
export function mediaPage(db: Db, familyId: number, afterId: number, size: number) {
  return db
    .selectFrom('media')
    .select(['id', 'family_id', 'file_name', 'content_type', 'kind', 'title', 'reference'])
    .where('family_id', '=', familyId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

export type ExportMediaRow = Awaited<ReturnType<typeof mediaPage>>[number];

/** Media records with neither a stored file nor a reference (a 5.5 BLOB): 7.0 has no FILE for them. */
export async function filelessMedia(db: Db, familyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('family_id', '=', familyId)
    .where((eb) =>
      eb.and([
        eb.or([eb('file_name', 'is', null), eb('file_name', '=', '')]),
        eb.or([eb('reference', 'is', null), eb('reference', '=', '')]),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

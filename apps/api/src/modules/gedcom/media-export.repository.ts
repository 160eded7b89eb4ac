import type { Db } from '../../infra/database.js';

/** The reads of the GEDCOM export's media (export-media.ts, issue 30). */

/** The links of these persons to media records, in their order. */
export function mediaLinksOfPersons(db: Db, familyId: number, personIds: number[]) {
  return db
    .selectFrom('media_links')
    .select(['media_id', 'person_id'])
    .where('family_id', '=', familyId)
    .where('person_id', 'in', personIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
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

import type { Kysely } from 'kysely';
import type { Db } from '../../infra/database.js';
import { insertRows, type Row } from './whole-rows.repository.js';

/**
 * A couple's union and what names it (a marriage's citations, notes about the couple, their
 * photos, the media of the marriage's citations), kept in the record of the union's removal so
 * that a revert brings back the same union rather than a new, empty one (issues 29 and 30): the
 * union's row goes with its date and place, and the cascade of its id takes the rest.
 */
export interface UnionSnapshot {
  union: Row;
  rows: Partial<Record<UnionOwnedTable, Row[]>>;
  /** The media links of its citations (absent from snapshots taken before migration 0027). */
  citationMedia?: Row[];
}

const unionOwnedTables = ['citations', 'note_links', 'media_links'] as const;
type UnionOwnedTable = (typeof unionOwnedTables)[number];
/** The record each kind of row also belongs to: deleted since, it took the row with it. */
const alsoOwnedBy = { citations: 'sources', note_links: 'notes', media_links: 'media' } as const;
const ownerColumn = { citations: 'source_id', note_links: 'note_id', media_links: 'media_id' };

const loose = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

export async function snapshotUnion(db: Db, a: number, b: number): Promise<UnionSnapshot | null> {
  const union = await loose(db)
    .selectFrom('unions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('person_id', '=', a), eb('spouse_id', '=', b)]),
        eb.and([eb('person_id', '=', b), eb('spouse_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  if (!union) return null;
  const snapshot: UnionSnapshot = { union, rows: {} };
  for (const table of unionOwnedTables) {
    const rows = await loose(db)
      .selectFrom(table)
      .selectAll()
      .where('union_id', '=', union.id)
      .orderBy('id')
      .execute();
    if (rows.length) snapshot.rows[table] = rows;
  }
  const citationIds = (snapshot.rows.citations ?? []).map((r) => Number(r.id));
  if (citationIds.length) {
    const rows = await loose(db)
      .selectFrom('media_links')
      .selectAll()
      .where('citation_id', 'in', citationIds)
      .orderBy('id')
      .execute();
    if (rows.length) snapshot.citationMedia = rows;
  }
  return snapshot;
}

/**
 * Writes the union back with its id and the rows whose other record is still there. Answers false
 * (writing nothing) when its id has been taken since, for the caller to make a new union.
 */
export async function restoreUnion(db: Db, snapshot: UnionSnapshot): Promise<boolean> {
  const taken = await loose(db)
    .selectFrom('unions')
    .select('id')
    .where('id', '=', snapshot.union.id)
    .executeTakeFirst();
  if (taken) return false;
  await insertRows(db, 'unions', [snapshot.union]);
  for (const table of unionOwnedTables) {
    const rows = snapshot.rows[table] ?? [];
    if (rows.length === 0) continue;
    await insertRows(db, table, await ownersThere(db, rows, alsoOwnedBy[table], ownerColumn[table]));
  }
  // A citation's media come back with the citation, when the media record is still there.
  const citationsBack = await ownersThere(db, snapshot.citationMedia ?? [], 'citations', 'citation_id');
  await insertRows(db, 'media_links', await ownersThere(db, citationsBack, 'media', 'media_id'));
  return true;
}

/** The rows whose `column` names a row of `table` that is there. */
async function ownersThere(db: Db, rows: Row[], table: string, column: string): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => Number(r[column]));
  const there = new Set(
    (await loose(db).selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) =>
      Number(r.id),
    ),
  );
  return rows.filter((r) => there.has(Number(r[column])));
}

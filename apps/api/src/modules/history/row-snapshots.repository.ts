import type { Kysely } from 'kysely';
import type { Db } from '../../infra/database.js';

/**
 * Whole rows of the simple records a revert deletes and brings back (events, news posts,
 * albums): read, written back with their id, deleted. The table is named by the domain's
 * reverter (row-reverter.ts); every statement names the family that owns the row.
 */
export type SnapshotTable =
  | 'family_events'
  | 'news_posts'
  | 'albums'
  | 'album_photos'
  | 'repositories'
  | 'sources'
  | 'citations';
export type Row = Record<string, unknown>;

const loose = (db: Db) => db as unknown as Kysely<Record<SnapshotTable, Row>>;

export async function rowOf(
  db: Db,
  table: SnapshotTable,
  familyId: number,
  id: number,
): Promise<Row | undefined> {
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The rows of `table` whose `column` is `id` (an album's photos), in id order. */
export async function rowsWith(
  db: Db,
  table: SnapshotTable,
  familyId: number,
  column: string,
  id: number,
): Promise<Row[]> {
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where('family_id', '=', familyId)
    .where(column, '=', id)
    .orderBy('id')
    .execute();
}

export async function insertRows(db: Db, table: SnapshotTable, rows: Row[]): Promise<void> {
  if (rows.length > 0) await loose(db).insertInto(table).values(rows).execute();
}

export async function deleteRow(
  db: Db,
  table: SnapshotTable,
  familyId: number,
  id: number,
): Promise<void> {
  await loose(db)
    .deleteFrom(table)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

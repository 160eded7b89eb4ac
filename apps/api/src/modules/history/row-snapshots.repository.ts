import type { Kysely } from 'kysely';
import type { Db } from '../../infra/database.js';
import { insertRows as insertAny, rowsWhere, type Row } from '../data/whole-rows.repository.js';

/**
 * Whole rows of the simple records a revert deletes and brings back (events, news posts,
 * albums): read, written back with their id (data/whole-rows.repository.ts does both), deleted.
 * The table is named by the domain's reverter (row-reverter.ts); every statement names the family
 * that owns the row.
 */
export type SnapshotTable =
  | 'family_events'
  | 'news_posts'
  | 'albums'
  | 'album_photos'
  | 'repositories'
  | 'sources'
  | 'citations'
  | 'notes'
  | 'note_links'
  | 'media'
  | 'media_links'
  | 'places'
  | 'place_names';
export type { Row };

const loose = (db: Db) => db as unknown as Kysely<Record<SnapshotTable, Row>>;

export async function rowOf(
  db: Db,
  table: SnapshotTable,
  familyId: number,
  id: number,
): Promise<Row | undefined> {
  return (await rowsWhere(db, table, ['id'], id, familyId))[0];
}

/** The rows of `table` whose `column` is `id` (an album's photos), in id order. */
export const rowsWith = (
  db: Db,
  table: SnapshotTable,
  familyId: number,
  column: string,
  id: number,
): Promise<Row[]> => rowsWhere(db, table, [column], id, familyId);

/**
 * The rows of `table` whose `column` names a row of `parent.table` whose `parent.column` is
 * `parent.id` (the media links of a source's citations), in id order: one statement, however many.
 */
export const rowsUnder = (
  db: Db,
  table: SnapshotTable,
  familyId: number,
  column: string,
  parent: { table: SnapshotTable; column: string; id: number },
): Promise<Row[]> =>
  loose(db)
    .selectFrom(table)
    .selectAll()
    .where('family_id', '=', familyId)
    .where(
      column,
      'in',
      loose(db).selectFrom(parent.table).select('id').where(parent.column, '=', parent.id),
    )
    .orderBy('id')
    .execute();

export const insertRows = (db: Db, table: SnapshotTable, rows: Row[]): Promise<void> =>
  insertAny(db, table, rows);

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

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';

/**
 * Whole rows, read and written back column by column as they are: the snapshots a revert brings
 * back with their ids (a person's deletion, data/person-snapshot.repository.ts; the simple records
 * of history/row-snapshots.repository.ts). The tables are walked by name.
 */
export type Row = Record<string, unknown>;

const loose = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

/**
 * The rows of `table` where any of `columns` is `id`, in id order: of the family only when
 * `familyId` is given (a union may cross families).
 */
export function rowsWhere(
  db: Db,
  table: keyof Database,
  columns: readonly string[],
  id: number,
  familyId?: number,
): Promise<Row[]> {
  let query = loose(db)
    .selectFrom(table)
    .selectAll()
    .where((eb) => eb.or(columns.map((c) => eb(c, '=', id))));
  if (familyId !== undefined) query = query.where('family_id', '=', familyId);
  return query.orderBy('id').execute();
}

/** Writes rows back as they were, ids included. */
export async function insertRows(db: Db, table: keyof Database, rows: Row[]): Promise<void> {
  if (rows.length > 0) await loose(db).insertInto(table).values(rows).execute();
}

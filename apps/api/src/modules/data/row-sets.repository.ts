import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import type { Row } from './whole-rows.repository.js';

/**
 * A set of whole rows of several tables, as one change (a merge of two persons, decision 0053)
 * leaves them: written by one applier in both directions, so the change and its revert are the
 * same diff the other way round. A row is known by its `id`; a link row without one by its columns.
 */
export type RowSet = Partial<Record<RowSetTable, Row[]>>;

/** In the order rows are inserted (an owner before what points at it); deleted the other way. */
export const rowSetTables = [
  'persons',
  'unions',
  'gedcom_events',
  'gedcom_kept',
  'citations',
  'notes',
  'note_links',
  'media_links',
  'addresses',
  'living_timeline',
  'social_links',
  'academic_history',
  'work_history',
  'life_events',
  'branch_assignments',
  'memberships',
  'link_requests',
  'albums',
  'album_photos',
  'duplicate_dismissals',
  'merged_persons',
  'change_history_persons',
] as const satisfies ReadonlyArray<keyof Database>;
export type RowSetTable = (typeof rowSetTables)[number];

const linkKeys: Partial<Record<RowSetTable, readonly string[]>> = {
  change_history_persons: ['change_id', 'person_id'],
};

const loose = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

export const keyOf = (table: RowSetTable, row: Row): string =>
  (linkKeys[table] ?? ['id']).map((c) => String(row[c])).join(':');

/** JSON with sorted keys: a row read back compares equal to the one recorded. */
export function sameRow(a: Row | undefined, b: Row | undefined): boolean {
  return stable(a ?? null) === stable(b ?? null);
}
const stable = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  );

const byKey = (table: RowSetTable, rows: Row[] | undefined) =>
  new Map((rows ?? []).map((row) => [keyOf(table, row), row]));

/** The rows of `table` where any of `columns` is one of `ids`, in key order. */
export async function rowsNaming(
  db: Db,
  table: RowSetTable,
  columns: readonly string[],
  ids: readonly number[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where((eb) => eb.or(columns.map((c) => eb(c, 'in', [...ids]))))
    .orderBy(linkKeys[table]?.[0] ?? 'id')
    .execute();
}

/** Today's rows of the set's keys (a key whose row is gone is missing from the answer). */
export async function currentRows(db: Db, keys: RowSet): Promise<RowSet> {
  const now: RowSet = {};
  for (const table of rowSetTables) {
    const rows = keys[table];
    if (!rows?.length) continue;
    const link = linkKeys[table];
    const found = link
      ? (await rowsNaming(db, table, [link[1]!], [...new Set(rows.map((r) => Number(r[link[1]!])))]))
          .filter((r) => byKey(table, rows).has(keyOf(table, r)))
      : await rowsNaming(db, table, ['id'], rows.map((r) => Number(r.id)));
    if (found.length) now[table] = found;
  }
  return now;
}

/** The key of the first row of `expected` that today differs from it (or is there, or missing). */
export function firstDifference(expected: RowSet, keys: RowSet, now: RowSet): string | null {
  for (const table of rowSetTables) {
    const want = byKey(table, expected[table]);
    const have = byKey(table, now[table]);
    for (const key of byKey(table, keys[table]).keys())
      if (!sameRow(want.get(key), have.get(key))) return `${table} ${key}`;
  }
  return null;
}

/** The rows of both sets that differ, each set limited to those: what a change recorded. */
export function changedRows(before: RowSet, after: RowSet): { before: RowSet; after: RowSet } {
  const out = { before: {} as RowSet, after: {} as RowSet };
  for (const table of rowSetTables) {
    const b = byKey(table, before[table]);
    const a = byKey(table, after[table]);
    for (const key of new Set([...b.keys(), ...a.keys()])) {
      if (sameRow(b.get(key), a.get(key))) continue;
      if (b.has(key)) (out.before[table] ??= []).push(b.get(key)!);
      if (a.has(key)) (out.after[table] ??= []).push(a.get(key)!);
    }
  }
  return out;
}

/**
 * Turns the rows `from` into the rows `to`: inserts (owners first, ids kept; a row without an id
 * gets one, written into it), updates, then deletes (what points at a row first), so no foreign
 * key cascades and no unique pair meets its twin on the way.
 */
export async function applyRowSet(db: Db, from: RowSet, to: RowSet): Promise<void> {
  for (const table of rowSetTables) {
    const was = byKey(table, from[table]);
    for (const row of to[table] ?? []) {
      if (row.id !== undefined && was.has(keyOf(table, row))) continue;
      if (row.id === undefined && !linkKeys[table]) {
        const { id } = await loose(db)
          .insertInto(table)
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow();
        row.id = Number(id);
      } else if (!was.has(keyOf(table, row))) await loose(db).insertInto(table).values(row).execute();
    }
  }
  for (const table of rowSetTables) {
    const was = byKey(table, from[table]);
    for (const row of to[table] ?? []) {
      const old = was.get(keyOf(table, row));
      if (!old || sameRow(old, row) || linkKeys[table]) continue;
      const { id, ...values } = row;
      await loose(db).updateTable(table).set(values).where('id', '=', id).execute();
    }
  }
  for (const table of [...rowSetTables].reverse()) {
    const will = byKey(table, to[table]);
    for (const row of from[table] ?? []) {
      if (will.has(keyOf(table, row))) continue;
      const link = linkKeys[table];
      let query = loose(db).deleteFrom(table);
      for (const column of link ?? ['id']) query = query.where(column, '=', row[column]);
      await query.execute();
    }
  }
}

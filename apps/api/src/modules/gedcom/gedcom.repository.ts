import { familyKey } from './xrefs.js';
import { sql } from 'kysely';
import { CompiledQuery, type Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dialectOf, type Db } from '../../infra/database.js';
import { insertSql, statementRows } from './insert-statements.js';

/**
 * The SQL of GEDCOM import and export. Imports write in multi-row statements, exports read in
 * keyset pages so that memory stays flat whatever the family's size. Every statement names the
 * family.
 */

/**
 * Inserts rows of one table in multi-row statements (insert-statements.ts says how many rows
 * each). The statement text is built there rather than through the query builder: for 100,000
 * persons the builder's per-value work cost more than the database's own (measured with
 * --cpu-prof). Table and column names come from the typed rows, never from the file; every value
 * is a bound parameter.
 */
export async function insertRows<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const postgres = dialectOf(db) === 'postgres';
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  let next = 0;
  for (const count of statementRows(rows.length, columns.length, head.length, postgres)) {
    const params = new Array<unknown>(count * columns.length);
    let at = 0;
    for (let r = next; r < next + count; r++) {
      const row = rows[r] as Record<string, unknown>;
      for (const column of columns) params[at++] = row[column] ?? null;
    }
    next += count;
    await db.executeQuery(
      CompiledQuery.raw(insertSql(head, columns.length, count, postgres), params),
    );
  }
}

/**
 * `count` new person ids, reserved before the rows are written so that parents and children
 * can be inserted with their links in one pass. Runs inside the import's transaction.
 */
export const reservePersonIds = (db: Db, count: number) => reserveIds(db, 'persons', count);

/** Tables whose rows an import writes with ids it reserved first. */
type ReservedTable =
  | 'persons'
  | 'gedcom_events'
  | 'repositories'
  | 'sources'
  | 'citations'
  | 'notes'
  | 'media'
  | 'places';

/**
 * `count` new ids of `table`, reserved before its rows are written so that other rows (a
 * citation's event, a source's kept lines) can name them in the same pass.
 */
export async function reserveIds(db: Db, table: ReservedTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ id: number }>`
      SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id
      FROM generate_series(1, ${count})`.execute(db);
    return rows.map((r) => r.id);
  }
  // SQLite's AUTOINCREMENT never reuses an id: start above both the rows and the sequence.
  const { rows } = await sql<{ top: number }>`
    SELECT max(coalesce((SELECT max(id) FROM ${sql.table(table)}), 0),
               coalesce((SELECT seq FROM sqlite_sequence WHERE name = ${table}), 0)) AS top`.execute(
    db,
  );
  const first = Number(rows[0]!.top) + 1;
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The family's unions' ids by their partners (xrefs.ts familyKey): citations of couples name them. */
export async function unionIdsOf(db: Db, familyId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('unions')
    .select(['id', 'person_id', 'spouse_id'])
    .where('family_id', '=', familyId)
    .execute();
  return new Map(rows.map((u) => [familyKey(u.person_id, u.spouse_id), u.id]));
}

/**
 * SQLite: moves the write-ahead log into the database file and empties it. A large import's
 * transaction (committed or rolled back) leaves the WAL file at its size until then: a failed
 * import once left 1.49 GB behind (issue 28). PostgreSQL manages its own log.
 */
export async function truncateWriteAheadLog(db: Db): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

export async function familyHasPersons(db: Db, familyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('persons')
    .select('id')
    .where('family_id', '=', familyId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- export reads ----------------------------------------------------------------------------

const personColumns = [
  'id',
  'family_id',
  'first_name',
  'middle_name',
  'last_name',
  'nick_name',
  'gender',
  'place_of_birth',
  'date_of_birth',
  'date_of_death',
  'living',
  'father_id',
  'mother_id',
  'child_order',
  'about',
] as const;

/** A page of the family's persons after `afterId`, in id order. */
export function personsPage(db: Db, familyId: number, afterId: number, size: number) {
  return db
    .selectFrom('persons')
    .select(personColumns)
    .where('family_id', '=', familyId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

export type ExportPersonRow = Awaited<ReturnType<typeof personsPage>>[number];

export function personsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as ExportPersonRow[]);
  return db
    .selectFrom('persons')
    .select(personColumns)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export type PersonKey = { id: number; family_id: number; gender: string };

/** Which family each of these persons belongs to, and their gender: nothing more. */
export function personKeys(db: Db, ids: number[]): Promise<PersonKey[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('persons')
    .select(['id', 'family_id', 'gender'])
    .where('id', 'in', ids)
    .execute();
}

/** The unions recorded by this family (its persons' partners may belong to other families). */
export function unionsPage(db: Db, familyId: number, afterId: number, size: number) {
  return db
    .selectFrom('unions')
    .select(['id', 'person_id', 'spouse_id', 'union_order'])
    .where('family_id', '=', familyId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

/**
 * Unions touching any of these persons, whichever family recorded them. With `range` (a whole
 * family's page, see IdRange) the statement reads the id span of both indexes instead of binding
 * a thousand ids twice, and the rows of other persons in the span are left out here.
 */
export async function unionsOfPersons(db: Db, ids: number[], range?: IdRange) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('unions')
    .select([
      'id',
      'family_id',
      'person_id',
      'spouse_id',
      'union_order',
      'marriage_date',
      'marriage_place',
    ])
    .where((eb) =>
      range
        ? eb.or([
            eb.between('person_id', range.from, range.to),
            eb.between('spouse_id', range.from, range.to),
          ])
        : eb.or([eb('person_id', 'in', ids), eb('spouse_id', 'in', ids)]),
    )
    .orderBy('union_order')
    .orderBy('id')
    .execute();
  if (!range) return rows;
  const wanted = new Set(ids);
  return rows.filter((u) => wanted.has(u.person_id) || wanted.has(u.spouse_id));
}

/** The parent pairs of these persons' children, with the children in birth order (see above). */
export async function childrenOfParents(db: Db, ids: number[], range?: IdRange) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('persons')
    .select(['id', 'family_id', 'father_id', 'mother_id', 'child_order'])
    .where((eb) =>
      range
        ? eb.or([
            eb.between('father_id', range.from, range.to),
            eb.between('mother_id', range.from, range.to),
          ])
        : eb.or([eb('father_id', 'in', ids), eb('mother_id', 'in', ids)]),
    )
    .orderBy('child_order')
    .orderBy('id')
    .execute();
  if (!range) return rows;
  const wanted = new Set(ids);
  return rows.filter(
    (c) =>
      (c.father_id !== null && wanted.has(c.father_id)) ||
      (c.mother_id !== null && wanted.has(c.mother_id)),
  );
}

/**
 * A page of a whole family's persons is every person of the family with an id in this range:
 * the family filter keeps other families' ids out, and a range reads its index in one sweep.
 */
export interface IdRange {
  from: number;
  to: number;
}

/**
 * The events of these persons and the family events they are the second partner of: two
 * statements, each on its index (an OR of the two would read the family's every event).
 * With `range` (a whole family, whose family events have both partners in it) a family event is
 * read only with the partner of the lower id, whose page writes the family: not twice.
 */
export async function eventsOfPersons(db: Db, familyId: number, ids: number[], range?: IdRange) {
  if (ids.length === 0) return [];
  const own = db
    .selectFrom('gedcom_events')
    .selectAll()
    .where('family_id', '=', familyId)
    .$call((q) =>
      range
        ? q
            .where('person_id', '>=', range.from)
            .where('person_id', '<=', range.to)
            .where((eb) =>
              eb.or([
                eb('of_family', '=', 0),
                eb('spouse_id', 'is', null),
                eb('spouse_id', '>', eb.ref('person_id')),
              ]),
            )
        : q.where('person_id', 'in', ids),
    )
    .orderBy('person_id')
    .orderBy('position')
    .execute();
  const asSpouse = db
    .selectFrom('gedcom_events')
    .selectAll()
    .where('family_id', '=', familyId)
    .$call((q) =>
      range
        ? q
            .where('spouse_id', '>=', range.from)
            .where('spouse_id', '<=', range.to)
            .where((eb) => eb('person_id', '>', eb.ref('spouse_id')))
        : q.where('spouse_id', 'in', ids),
    )
    .where('of_family', '=', 1)
    .execute();
  const [a, b] = await Promise.all([own, asSpouse]);
  const seen = new Set(a.map((e) => e.id));
  return [...a, ...b.filter((e) => !seen.has(e.id))].sort((x, y) => x.position - y.position);
}

/**
 * The family events these persons are a partner of (either one), for what their dates prove.
 * Two statements, one per partner column: SQLite answered `person_id in … or spouse_id in …` by
 * reading every event of the family for each page (5 of the 8 s of a 100,000-person export).
 */
export async function familyEventsOfPartners(db: Db, familyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const asPartner = (column: 'person_id' | 'spouse_id') =>
    db
      .selectFrom('gedcom_events')
      .select(['id', 'person_id', 'spouse_id', 'of_family', 'date_phrase', 'date_sort'])
      .where('family_id', '=', familyId)
      .where(column, 'in', ids)
      .where('of_family', '=', 1)
      .execute();
  const [first, second] = await Promise.all([asPartner('person_id'), asPartner('spouse_id')]);
  const seen = new Set(first.map((e) => e.id));
  return [...first, ...second.filter((e) => !seen.has(e.id))];
}

/** The kept lines of these persons and of the families they are the second partner of. */
export async function keptOfPersons(db: Db, familyId: number, ids: number[], range?: IdRange) {
  if (ids.length === 0) return [];
  const own = db
    .selectFrom('gedcom_kept')
    .selectAll()
    .where('family_id', '=', familyId)
    .$call((q) =>
      range
        ? q.where('person_id', '>=', range.from).where('person_id', '<=', range.to)
        : q.where('person_id', 'in', ids),
    )
    .orderBy('person_id')
    .orderBy('position')
    .execute();
  const asSpouse = db
    .selectFrom('gedcom_kept')
    .selectAll()
    .where('family_id', '=', familyId)
    .$call((q) =>
      range
        ? q.where('spouse_id', '>=', range.from).where('spouse_id', '<=', range.to)
        : q.where('spouse_id', 'in', ids),
    )
    .where('context', 'in', ['FAM', 'CHIL', 'PARTNER'])
    .execute();
  const [a, b] = await Promise.all([own, asSpouse]);
  const seen = new Set(a.map((k) => k.id));
  return [...a, ...b.filter((k) => !seen.has(k.id))].sort((x, y) => x.position - y.position);
}

/** The HEAD lines kept from an import (GEDCOM 7's SCHMA), in the order they came. */
export async function keptHeadLines(db: Db, familyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('gedcom_kept')
    .select('lines')
    .where('family_id', '=', familyId)
    .where('context', '=', 'HEAD')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.lines);
}

/** The family's kept level-0 records (sources, repositories, notes, custom records), paged. */
export function keptRecordsPage(db: Db, familyId: number, afterId: number, size: number) {
  return db
    .selectFrom('gedcom_kept')
    .select(['id', 'lines'])
    .where('family_id', '=', familyId)
    .where('context', '=', 'REC')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

/**
 * The family's kept records whose xref may be shaped like the export's own (I12, F3_4, FC5, M6,
 * K_I12): a superset (SQLite's LIKE ignores case), whole, as a FAM's lines tell whether it is one.
 */
export function keptRecordsNamedLikeExport(db: Db, familyId: number) {
  return db
    .selectFrom('gedcom_kept')
    .select('lines')
    .where('family_id', '=', familyId)
    .where('context', '=', 'REC')
    .where((eb) => eb.or(['0 @I%', '0 @F%', '0 @M%', '0 @K%'].map((p) => eb('lines', 'like', p))))
    .execute();
}

/** Which of these life events of the family have a photo (GEDCOM 7 writes it as OBJE M{id}). */
export async function lifeEventPhotoIds(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('life_events')
    .select('id')
    .where('family_id', '=', familyId)
    .where('id', 'in', ids)
    .where('photo', 'is not', null)
    .execute();
  return rows.map((r) => r.id);
}

/** Persons of a branch: the root, their descendants, and the spouses of those (ids only). */
export async function branchPersonIds(db: Db, familyId: number, rootId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE branch(id) AS (
      SELECT id FROM persons WHERE id = ${rootId} AND family_id = ${familyId}
      UNION
      SELECT p.id FROM persons p JOIN branch b ON p.father_id = b.id OR p.mother_id = b.id
    )
    SELECT id FROM branch
    UNION
    SELECT CASE WHEN u.person_id = b.id THEN u.spouse_id ELSE u.person_id END
    FROM unions u JOIN branch b ON u.person_id = b.id OR u.spouse_id = b.id`.execute(db);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

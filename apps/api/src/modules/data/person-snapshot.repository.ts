import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import { insertRows, rowsWhere, type Row } from './whole-rows.repository.js';

/**
 * Everything a person's deletion takes away, kept in the record of the deletion so that a revert
 * brings the person back with the same id (issue 29): their row, the rows that go with it (by
 * foreign-key cascade: profile lists, unions, branch assignments, imported facts), and the albums
 * and album photos whose person it empties.
 */
export interface PersonSnapshot {
  person: Row;
  rows: Partial<Record<OwnedTable, Row[]>>;
  pointers: Partial<Record<PointerTable, number[]>>;
}

/** Tables whose rows are deleted with their person (person_id, and spouse_id where it exists). */
const ownedTables = {
  addresses: ['person_id'],
  living_timeline: ['person_id'],
  social_links: ['person_id'],
  academic_history: ['person_id'],
  work_history: ['person_id'],
  life_events: ['person_id'],
  branch_assignments: ['person_id'],
  unions: ['person_id', 'spouse_id'],
  gedcom_events: ['person_id', 'spouse_id'],
  gedcom_kept: ['person_id', 'spouse_id'],
  // After the unions and events they may name (issue 30: a citation of the person's facts).
  citations: ['person_id'],
  note_links: ['person_id'],
  media_links: ['person_id'],
} as const satisfies Partial<Record<keyof Database, readonly string[]>>;
type OwnedTable = keyof typeof ownedTables;

/**
 * Owned rows that also belong to another record (a citation to its source, a note link to its
 * note): deleted since, that record takes them with it, so they cannot come back with the person.
 */
const alsoOwnedBy = {
  citations: { column: 'source_id', table: 'sources' },
  note_links: { column: 'note_id', table: 'notes' },
  media_links: { column: 'media_id', table: 'media' },
} as const satisfies Partial<Record<OwnedTable, { column: string; table: keyof Database }>>;

/**
 * Owned rows that name the person's couple, imported event or citation rather than the person (a
 * marriage's citation, a note about the couple, a photo of a residence, the scan a citation points
 * at): the cascade of the union, event or citation takes them, so they are kept with the person
 * too. Their owners come first in ownedTables.
 */
const ownedThrough = {
  citations: ['union_id'],
  note_links: ['union_id'],
  media_links: ['union_id', 'event_id', 'citation_id'],
} as const satisfies Partial<
  Record<OwnedTable, ReadonlyArray<'union_id' | 'event_id' | 'citation_id'>>
>;
const ownerOf = { union_id: 'unions', event_id: 'gedcom_events', citation_id: 'citations' } as const;

/** Tables whose person_id is emptied (set null) when their person goes. */
const pointerTables = ['albums', 'album_photos'] as const;
type PointerTable = (typeof pointerTables)[number];

// The album pointers are walked by name too.
const loose = (db: Db) => db as unknown as Kysely<Record<PointerTable, Row>>;

export async function snapshotPerson(
  db: Db,
  familyId: number,
  id: number,
): Promise<PersonSnapshot | null> {
  const [person] = await rowsWhere(db, 'persons', ['id'], id, familyId);
  if (!person) return null;
  const snapshot: PersonSnapshot = { person, rows: {}, pointers: {} };
  for (const [table, columns] of Object.entries(ownedTables) as Array<
    [OwnedTable, readonly string[]]
  >) {
    const rows = [...(await rowsWhere(db, table, columns, id)), ...(await rowsThrough(db, table, snapshot))];
    if (rows.length) snapshot.rows[table] = rows;
  }
  for (const table of pointerTables) {
    const rows = await loose(db)
      .selectFrom(table)
      .select('id')
      .where('person_id', '=', id)
      .execute();
    if (rows.length) snapshot.pointers[table] = rows.map((r) => Number(r.id));
  }
  return snapshot;
}

/** The rows of `table` that name one of the snapshot's unions or events (see ownedThrough). */
async function rowsThrough(db: Db, table: OwnedTable, snapshot: PersonSnapshot): Promise<Row[]> {
  const columns = (ownedThrough as Partial<Record<OwnedTable, ReadonlyArray<keyof typeof ownerOf>>>)[
    table
  ];
  const found: Row[] = [];
  for (const column of columns ?? []) {
    const ids = (snapshot.rows[ownerOf[column]] ?? []).map((r) => Number(r.id));
    if (ids.length === 0) continue;
    found.push(
      ...(await (db as unknown as Kysely<Record<string, Row>>)
        .selectFrom(table)
        .selectAll()
        .where(column, 'in', ids)
        .orderBy('id')
        .execute()),
    );
  }
  return found;
}

/** Ids among `ids` that are persons today (of any family: a union may cross families). */
export async function existingPersons(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('persons').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function existingUsers(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Writes a snapshot back with its ids. `keep` drops the rows that can no longer come back (a
 * union with a person deleted since); the caller has checked that the person's id is free.
 */
export async function restorePerson(
  db: Db,
  snapshot: PersonSnapshot,
  keep: (table: OwnedTable, row: Row) => boolean,
): Promise<void> {
  await insertRows(db, 'persons', [snapshot.person]);
  // The unions, events and citations written back: a row naming one that could not come back
  // stays away.
  const back = { unions: new Set<number>(), gedcom_events: new Set<number>(), citations: new Set<number>() };
  const cameBack = (id: unknown, owners: Set<number>) =>
    id === null || id === undefined || owners.has(Number(id));
  const ownerBack = (row: Row) =>
    cameBack(row.union_id, back.unions) &&
    cameBack(row.event_id, back.gedcom_events) &&
    cameBack(row.citation_id, back.citations);
  for (const [table, rows] of Object.entries(snapshot.rows) as Array<[OwnedTable, Row[]]>) {
    const kept = await withOwnersThere(
      db,
      table,
      rows.filter((row) => keep(table, row) && (!(table in ownedThrough) || ownerBack(row))),
    );
    await insertRows(db, table, kept);
    if (table === 'unions' || table === 'gedcom_events' || table === 'citations')
      for (const row of kept) back[table].add(Number(row.id));
  }
  for (const [table, ids] of Object.entries(snapshot.pointers) as Array<[PointerTable, number[]]>)
    await loose(db)
      .updateTable(table)
      .set({ person_id: snapshot.person.id })
      .where('id', 'in', ids)
      .where('person_id', 'is', null)
      .execute();
}

/** The rows whose other owner (see alsoOwnedBy) is still there. */
async function withOwnersThere(db: Db, table: OwnedTable, rows: Row[]): Promise<Row[]> {
  const owner = (alsoOwnedBy as Partial<Record<OwnedTable, { column: string; table: string }>>)[
    table
  ];
  if (!owner || rows.length === 0) return rows;
  const ids = rows.map((r) => r[owner.column]).filter((id): id is number => typeof id === 'number');
  const there = new Set(
    ids.length === 0
      ? []
      : (
          await (db as unknown as Kysely<Record<string, Row>>)
            .selectFrom(owner.table)
            .select('id')
            .where('id', 'in', ids)
            .execute()
        ).map((r) => Number(r.id)),
  );
  return rows.filter((r) => there.has(Number(r[owner.column])));
}

/** Whether the row a snapshot names still refers to persons that exist: the other persons it links. */
export const linkedPersonsOf = (table: OwnedTable, row: Row, self: number): number[] =>
  ownedTables[table]
    .map((column) => row[column])
    .filter((id): id is number => typeof id === 'number' && id !== self);

import type { Kysely } from 'kysely';
import type { Db } from '../../infra/database.js';

/**
 * Writes of a place rename or merge (issue 30, decision 0044): the place texts of the facts, and
 * the gazetteer's rows written whole (a revert puts a deleted row back under its own id).
 */

/** The tables whose rows hold a place text, and the columns that hold it. */
const placeColumns = {
  persons: { place: 'place_of_birth', country: 'country_of_birth' },
  unions: { place: 'marriage_place' },
  gedcom_events: { place: 'place' },
  family_events: { place: 'place' },
  sources: { place: 'publication' },
  addresses: { place: 'city', state: 'state', country: 'country' },
  living_timeline: { place: 'state', country: 'country' },
  work_history: { place: 'location' },
} as const satisfies Record<string, { place: string; state?: string; country?: string }>;
export type PlaceTextTable = keyof typeof placeColumns;

/**
 * One row's stored place: a birth's text and country code, a marriage's, an event's or a family
 * event's text, a source's publication, an address's city, state and country code, a stay's state
 * and country code (its `place` is the state), a place of work's location.
 */
export interface FactPlace {
  table: PlaceTextTable;
  id: number;
  /** The person whose fact it is (a couple's: the first partner), for the history; null: none. */
  personId: number | null;
  /** A couple's second partner, whose history lists the change too. */
  spouseId?: number | null;
  place: string | null;
  state?: string | null;
  country?: string | null;
}

type Stored = Pick<FactPlace, 'place' | 'state' | 'country'>;

/** The table's row as one query shape: its name and columns vary, what is read does not. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Db) => db as unknown as Kysely<any>;

export async function currentFactPlace(
  db: Db,
  familyId: number,
  fact: FactPlace,
): Promise<FactPlace | null> {
  const columns: { place: string; state?: string; country?: string } = placeColumns[fact.table];
  const row = (await loose(db)
    .selectFrom(fact.table)
    .select(Object.entries(columns).map(([as, column]) => `${column} as ${as}`))
    .where('family_id', '=', familyId)
    .where('id', '=', fact.id)
    .executeTakeFirst()) as Stored | undefined;
  return row ? { ...fact, ...row } : null;
}

export async function writeFactPlace(db: Db, familyId: number, fact: FactPlace): Promise<void> {
  const columns: { place: string; state?: string; country?: string } = placeColumns[fact.table];
  const values = Object.fromEntries(
    Object.entries(columns).map(([field, column]) => [column, fact[field as keyof Stored] ?? null]),
  );
  await loose(db)
    .updateTable(fact.table)
    .set(values)
    .where('family_id', '=', familyId)
    .where('id', '=', fact.id)
    .execute();
}

/** A gazetteer row with its alternative names, as a rename or merge records it. */
export interface PlaceRowRecord {
  id: number;
  parent_id: number | null;
  name: string;
  type: string | null;
  latitude: number | null;
  longitude: number | null;
  note: string | null;
  alternative_names: Array<{ name: string; language: string | null }>;
}

export async function placeRowRecordsOf(db: Db, familyId: number): Promise<PlaceRowRecord[]> {
  const [rows, names] = await Promise.all([
    db
      .selectFrom('places')
      .select(['id', 'parent_id', 'name', 'type', 'latitude', 'longitude', 'note'])
      .where('family_id', '=', familyId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('place_names')
      .select(['place_id', 'name', 'language'])
      .where('family_id', '=', familyId)
      .orderBy('place_id')
      .orderBy('position')
      .execute(),
  ]);
  return rows.map((r) => ({
    ...r,
    alternative_names: names
      .filter((n) => n.place_id === r.id)
      .map((n) => ({ name: n.name, language: n.language })),
  }));
}

/** Writes the row (inserting it under its id when it is gone) and its alternative names. */
export async function writePlaceRowRecord(
  db: Db,
  familyId: number,
  row: PlaceRowRecord,
  at: string,
): Promise<void> {
  const { alternative_names: names, id, ...fields } = row;
  const there = await db
    .selectFrom('places')
    .select('id')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (there)
    await db
      .updateTable('places')
      .set({ ...fields, updated_at: at })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .execute();
  else
    await db
      .insertInto('places')
      .values({ id, family_id: familyId, ...fields, created_at: at, updated_at: at })
      .execute();
  await db
    .deleteFrom('place_names')
    .where('family_id', '=', familyId)
    .where('place_id', '=', id)
    .execute();
  if (names.length > 0)
    await db
      .insertInto('place_names')
      .values(
        names.map((n, position) => ({ family_id: familyId, place_id: id, ...n, position })),
      )
      .execute();
}

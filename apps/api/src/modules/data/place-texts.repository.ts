import type { Db } from '../../infra/database.js';

/**
 * Writes of a place rename or merge (issue 30, decision 0044): the place texts of the facts, and
 * the gazetteer's rows written whole (a revert puts a deleted row back under its own id).
 */

/** One fact's stored place: a birth's text and country code, a marriage's or an event's text. */
export interface FactPlace {
  table: 'persons' | 'unions' | 'gedcom_events';
  id: number;
  /** The person whose fact it is (a couple's: the first partner), for the history's check. */
  personId: number;
  place: string | null;
  country?: string | null;
}

export async function currentFactPlace(
  db: Db,
  familyId: number,
  fact: FactPlace,
): Promise<FactPlace | null> {
  if (fact.table === 'persons') {
    const row = await db
      .selectFrom('persons')
      .select(['place_of_birth', 'country_of_birth'])
      .where('family_id', '=', familyId)
      .where('id', '=', fact.id)
      .executeTakeFirst();
    return row ? { ...fact, place: row.place_of_birth, country: row.country_of_birth } : null;
  }
  if (fact.table === 'unions') {
    const row = await db
      .selectFrom('unions')
      .select('marriage_place')
      .where('family_id', '=', familyId)
      .where('id', '=', fact.id)
      .executeTakeFirst();
    return row ? { ...fact, place: row.marriage_place } : null;
  }
  const row = await db
    .selectFrom('gedcom_events')
    .select('place')
    .where('family_id', '=', familyId)
    .where('id', '=', fact.id)
    .executeTakeFirst();
  return row ? { ...fact, place: row.place } : null;
}

export async function writeFactPlace(db: Db, familyId: number, fact: FactPlace): Promise<void> {
  if (fact.table === 'persons')
    await db
      .updateTable('persons')
      .set({ place_of_birth: fact.place, country_of_birth: fact.country ?? null })
      .where('family_id', '=', familyId)
      .where('id', '=', fact.id)
      .execute();
  else if (fact.table === 'unions')
    await db
      .updateTable('unions')
      .set({ marriage_place: fact.place })
      .where('family_id', '=', familyId)
      .where('id', '=', fact.id)
      .execute();
  else
    await db
      .updateTable('gedcom_events')
      .set({ place: fact.place })
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

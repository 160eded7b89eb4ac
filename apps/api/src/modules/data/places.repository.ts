import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';

/**
 * The family's gazetteer and the place texts of its facts (issue 30, decision 0038): on the data
 * floor, as the places module reads the persons, couples and imported events of the tree.
 */

export interface PlaceDetailsToStore {
  type: string | null;
  latitude: number | null;
  longitude: number | null;
  note: string | null;
}

export interface PlaceToStore extends PlaceDetailsToStore {
  parent_id: number | null;
  name: string;
}

export interface PlaceNameToStore {
  name: string;
  language: string | null;
}

export function placeRowsOf(db: Db, familyId: number) {
  return db
    .selectFrom('places')
    .select(['id', 'parent_id', 'name', 'type', 'type_word', 'latitude', 'longitude', 'note'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
}
export type PlaceRow = Awaited<ReturnType<typeof placeRowsOf>>[number];

export function placeNameRowsOf(db: Db, familyId: number) {
  return db
    .selectFrom('place_names')
    .select(['id', 'place_id', 'name', 'language'])
    .where('family_id', '=', familyId)
    .orderBy('place_id')
    .orderBy('position')
    .execute();
}
export type PlaceNameRow = Awaited<ReturnType<typeof placeNameRowsOf>>[number];

export function findPlaceRow(db: Db, familyId: number, id: number) {
  return db
    .selectFrom('places')
    .select(['id', 'parent_id', 'name', 'type', 'latitude', 'longitude', 'note'])
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPlace(
  db: Db,
  familyId: number,
  place: PlaceToStore,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('places')
    .values({ family_id: familyId, ...place, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlaceDetails(
  db: Db,
  familyId: number,
  id: number,
  details: PlaceDetailsToStore,
  at: string,
): Promise<void> {
  await db
    .updateTable('places')
    // The word an import's FORM gave the type stays while the type does (0028).
    .set({
      ...details,
      type_word: sql<string | null>`case when type is not distinct from ${details.type} then type_word end`,
      updated_at: at,
    })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

export async function placeNamesOf(db: Db, familyId: number, placeId: number) {
  return db
    .selectFrom('place_names')
    .select(['name', 'language'])
    .where('family_id', '=', familyId)
    .where('place_id', '=', placeId)
    .orderBy('position')
    .execute();
}

/** Writes a place's alternative names over the ones it had. */
export async function replacePlaceNames(
  db: Db,
  familyId: number,
  placeId: number,
  names: readonly PlaceNameToStore[],
): Promise<void> {
  await db
    .deleteFrom('place_names')
    .where('family_id', '=', familyId)
    .where('place_id', '=', placeId)
    .execute();
  if (names.length === 0) return;
  await db
    .insertInto('place_names')
    .values(
      names.map((n, position) => ({
        family_id: familyId,
        place_id: placeId,
        name: n.name,
        language: n.language,
        position,
      })),
    )
    .execute();
}

export async function deletePlaceRow(db: Db, familyId: number, id: number): Promise<void> {
  await db.deleteFrom('places').where('family_id', '=', familyId).where('id', '=', id).execute();
}

const lifeColumns = ['date_of_birth', 'date_of_death', 'living', 'family_id'] as const;

/** Persons with a place of birth (text and country), with what the living rule reads. */
export function birthPlacesOf(db: Db, familyId: number, personId?: number) {
  let query = db
    .selectFrom('persons')
    .select(['id', 'first_name', 'last_name', 'place_of_birth', 'country_of_birth', ...lifeColumns])
    .where('family_id', '=', familyId)
    .where((eb) => eb.or([eb('place_of_birth', 'is not', null), eb('country_of_birth', 'is not', null)]));
  if (personId !== undefined) query = query.where('id', '=', personId);
  return query.execute();
}

/** Couples with a place of marriage, both partners with what the living rule reads. */
export function marriagePlacesOf(db: Db, familyId: number, personId?: number) {
  let query = db
    .selectFrom('unions as u')
    .innerJoin('persons as p', 'p.id', 'u.person_id')
    .innerJoin('persons as s', 's.id', 'u.spouse_id')
    .select([
      'u.id',
      'u.marriage_place',
      'u.marriage_date',
      'p.id as person_id',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.date_of_death',
      'p.living',
      'p.family_id',
      's.id as spouse_id',
      's.first_name as spouse_first_name',
      's.last_name as spouse_last_name',
      's.date_of_birth as spouse_date_of_birth',
      's.date_of_death as spouse_date_of_death',
      's.living as spouse_living',
      's.family_id as spouse_family_id',
    ])
    .where('u.family_id', '=', familyId)
    .where('u.marriage_place', 'is not', null);
  if (personId !== undefined)
    query = query.where((eb) => eb.or([eb('u.person_id', '=', personId), eb('u.spouse_id', '=', personId)]));
  return query.execute();
}

/** Imported events (GEDCOM) with a place, their person and partner with the living rule's facts. */
export function eventPlacesOf(db: Db, familyId: number, personId?: number) {
  let query = db
    .selectFrom('gedcom_events as e')
    .innerJoin('persons as p', 'p.id', 'e.person_id')
    .leftJoin('persons as s', 's.id', 'e.spouse_id')
    .select([
      'e.id',
      'e.tag',
      'e.event_type',
      'e.date_phrase',
      'e.place',
      'p.id as person_id',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.date_of_death',
      'p.living',
      'p.family_id',
      's.id as spouse_id',
      's.first_name as spouse_first_name',
      's.last_name as spouse_last_name',
      's.date_of_birth as spouse_date_of_birth',
      's.date_of_death as spouse_date_of_death',
      's.living as spouse_living',
      's.family_id as spouse_family_id',
    ])
    .where('e.family_id', '=', familyId)
    .where('e.place', 'is not', null);
  if (personId !== undefined)
    query = query.where((eb) => eb.or([eb('e.person_id', '=', personId), eb('e.spouse_id', '=', personId)]));
  return query.execute();
}

export async function hasChildPlaces(db: Db, familyId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('places')
    .select('id')
    .where('family_id', '=', familyId)
    .where('parent_id', '=', id)
    .executeTakeFirst();
  return !!row;
}

import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';

/** A person as the anniversaries read them: names, full dates, the living flag. */
export interface AnniversaryPersonRow {
  id: number;
  family_id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  date_of_death: string | null;
  living: number;
}

const personColumns = [
  'id',
  'family_id',
  'first_name',
  'last_name',
  'date_of_birth',
  'date_of_death',
  'living',
] as const;

/**
 * The family's persons born or deceased on one of these days of the year (MM-DD), or on any day
 * when `monthDays` is null (the calendar feed). substr works alike on SQLite and PostgreSQL.
 */
export function anniversaryPersons(
  db: Db,
  familyId: number,
  monthDays: string[] | null,
): Promise<AnniversaryPersonRow[]> {
  let query = db
    .selectFrom('persons')
    .select(personColumns)
    .where('family_id', '=', familyId)
    .where((eb) =>
      eb.or([eb('date_of_birth', 'is not', null), eb('date_of_death', 'is not', null)]),
    );
  if (monthDays)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`substr(date_of_birth, 6, 5)`, 'in', monthDays),
        eb(sql<string>`substr(date_of_death, 6, 5)`, 'in', monthDays),
      ]),
    );
  return query.orderBy('id').execute();
}

export function personsByIds(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<AnniversaryPersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('persons')
    .select(personColumns)
    .where('family_id', '=', familyId)
    .where('id', 'in', ids)
    .execute();
}

export interface MarriageRow {
  person_id: number;
  spouse_id: number;
  date_phrase: string;
}

/** Marriages of the family as a GEDCOM import recorded them (a FAM's MARR event). */
export async function marriagesOfFamily(db: Db, familyId: number): Promise<MarriageRow[]> {
  const rows = await db
    .selectFrom('gedcom_events')
    .select(['person_id', 'spouse_id', 'date_phrase'])
    .where('family_id', '=', familyId)
    .where('of_family', '=', 1)
    .where('tag', '=', 'MARR')
    .orderBy('id')
    .execute();
  return rows.flatMap((r) =>
    r.person_id !== null && r.spouse_id !== null && r.date_phrase !== null
      ? [{ person_id: r.person_id, spouse_id: r.spouse_id, date_phrase: r.date_phrase }]
      : [],
  );
}

export interface UnionMarriageRow {
  person_id: number;
  spouse_id: number;
  marriage_date: string;
}

/**
 * Marriage days entered in the member dialog (migration 0016), on one of these days of the year
 * (MM-DD) or on any day when `monthDays` is null.
 */
export async function unionMarriagesOfFamily(
  db: Db,
  familyId: number,
  monthDays: string[] | null,
): Promise<UnionMarriageRow[]> {
  let query = db
    .selectFrom('unions')
    .select(['person_id', 'spouse_id', 'marriage_date'])
    .where('family_id', '=', familyId)
    .where('marriage_date', 'is not', null);
  if (monthDays) query = query.where(sql<string>`substr(marriage_date, 6, 5)`, 'in', monthDays);
  const rows = await query.orderBy('id').execute();
  return rows.flatMap((r) => (r.marriage_date ? [{ ...r, marriage_date: r.marriage_date }] : []));
}

export interface FamilyEventRow {
  id: number;
  title: string;
  event_date: string;
  place: string | null;
  description: string | null;
}

const eventColumns = ['id', 'title', 'event_date', 'place', 'description'] as const;

/** The family's events on or after a day (null: all), soonest first. */
export function familyEventsFrom(
  db: Db,
  familyId: number,
  from: string | null,
): Promise<FamilyEventRow[]> {
  let query = db.selectFrom('family_events').select(eventColumns).where('family_id', '=', familyId);
  if (from) query = query.where('event_date', '>=', from);
  return query.orderBy('event_date').orderBy('id').execute();
}

/** One event of the family, or undefined when it has no such event. */
export function findFamilyEvent(
  db: Db,
  familyId: number,
  id: number,
): Promise<FamilyEventRow | undefined> {
  return db
    .selectFrom('family_events')
    .select(eventColumns)
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface FamilyEventValues {
  title: string;
  event_date: string;
  place: string | null;
  description: string | null;
}

export async function insertFamilyEvent(
  db: Db,
  familyId: number,
  values: FamilyEventValues,
  now: string,
): Promise<FamilyEventRow> {
  return db
    .insertInto('family_events')
    .values({ family_id: familyId, ...values, created_at: now, updated_at: now })
    .returning(eventColumns)
    .executeTakeFirstOrThrow();
}

/** Updates the family's own event; undefined when it has no such event. */
export function updateFamilyEvent(
  db: Db,
  familyId: number,
  id: number,
  values: FamilyEventValues,
  now: string,
): Promise<FamilyEventRow | undefined> {
  return db
    .updateTable('family_events')
    .set({ ...values, updated_at: now })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .returning(eventColumns)
    .executeTakeFirst();
}

/** Deletes the family's own event; false when it has no such event. */
export async function deleteFamilyEvent(db: Db, familyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('family_events')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

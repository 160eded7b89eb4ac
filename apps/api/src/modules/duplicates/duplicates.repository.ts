import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

/** What Find duplicates reads of a family (decision 0054): its persons and their couples. */
export interface PersonForMatching {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  nick_name: string | null;
  family_name: string | null;
  gender: string;
  date_of_birth: string | null;
  date_of_death: string | null;
  place_of_birth: string | null;
  father_id: number | null;
  mother_id: number | null;
}

export async function personsForMatching(db: Db, familyId: number): Promise<PersonForMatching[]> {
  return db
    .selectFrom('persons')
    .select([
      'id',
      'first_name',
      'middle_name',
      'last_name',
      'nick_name',
      'family_name',
      'gender',
      'date_of_birth',
      'date_of_death',
      'place_of_birth',
      'father_id',
      'mother_id',
    ])
    .where('family_id', '=', familyId)
    .execute() as Promise<PersonForMatching[]>;
}

export async function couplesOf(db: Db, familyId: number): Promise<[number, number][]> {
  const rows = await db
    .selectFrom('unions')
    .select(['person_id', 'spouse_id'])
    .where('family_id', '=', familyId)
    .execute();
  return rows.map((r) => [r.person_id, r.spouse_id]);
}

/** The family's dismissed pairs as `${a}:${b}` with a < b. */
export async function dismissedPairs(db: Db, familyId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('duplicate_dismissals')
    .select(['person_a_id', 'person_b_id'])
    .where('family_id', '=', familyId)
    .execute();
  return new Set(rows.map((r) => `${r.person_a_id}:${r.person_b_id}`));
}

const ordered = (x: number, y: number) => (x < y ? [x, y] : [y, x]) as [number, number];

export async function insertDismissal(
  db: Db,
  familyId: number,
  pair: [number, number],
  userId: number,
): Promise<void> {
  const [a, b] = ordered(...pair);
  await db
    .insertInto('duplicate_dismissals')
    .values({
      family_id: familyId,
      person_a_id: a,
      person_b_id: b,
      user_id: userId,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['family_id', 'person_a_id', 'person_b_id']).doNothing())
    .execute();
}

export async function deleteDismissal(
  db: Db,
  familyId: number,
  pair: [number, number],
): Promise<void> {
  const [a, b] = ordered(...pair);
  await db
    .deleteFrom('duplicate_dismissals')
    .where('family_id', '=', familyId)
    .where('person_a_id', '=', a)
    .where('person_b_id', '=', b)
    .execute();
}

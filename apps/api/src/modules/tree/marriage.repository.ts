import type { Db } from '../../infra/database.js';

export interface UnionMarriageRow {
  id: number;
  person_id: number;
  spouse_id: number;
  marriage_date: string | null;
  marriage_place: string | null;
}

const columns = ['id', 'person_id', 'spouse_id', 'marriage_date', 'marriage_place'] as const;

/** The union of two persons, whichever was recorded as the member. */
export function unionOf(db: Db, a: number, b: number): Promise<UnionMarriageRow | undefined> {
  return db
    .selectFrom('unions')
    .select(columns)
    .where((eb) =>
      eb.or([
        eb.and([eb('person_id', '=', a), eb('spouse_id', '=', b)]),
        eb.and([eb('person_id', '=', b), eb('spouse_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** Every union of a person, with its marriage. */
export function unionsWithMarriage(db: Db, personId: number): Promise<UnionMarriageRow[]> {
  return db
    .selectFrom('unions')
    .select(columns)
    .where((eb) => eb.or([eb('person_id', '=', personId), eb('spouse_id', '=', personId)]))
    .execute();
}

export async function setMarriage(
  db: Db,
  unionId: number,
  values: { marriage_date: string | null; marriage_place: string | null },
): Promise<void> {
  await db.updateTable('unions').set(values).where('id', '=', unionId).execute();
}

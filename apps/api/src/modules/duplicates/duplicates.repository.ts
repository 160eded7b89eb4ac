import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

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

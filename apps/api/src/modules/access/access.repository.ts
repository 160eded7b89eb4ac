import type { Db } from '../../infra/database.js';

/** The user's membership in one family (any status): the access rules read role and status. */
export function membershipOf(
  db: Db,
  familyId: number,
  userId: number,
): Promise<{ role: string; status: string; person_id: number | null } | undefined> {
  return db
    .selectFrom('memberships')
    .select(['role', 'status', 'person_id'])
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The persons a branch admin was given in a family: the roots of their branch. */
export async function assignedPersonIds(
  db: Db,
  familyId: number,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('branch_assignments')
    .select('person_id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.person_id);
}

/** Of these image names, those uploaded to the family: one statement for a whole save. */
export async function imageNamesOfFamily(
  db: Db,
  familyId: number,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('images')
    .select('name')
    .where('family_id', '=', familyId)
    .where('name', 'in', [...new Set(names)])
    .execute();
  return new Set(rows.map((r) => r.name));
}

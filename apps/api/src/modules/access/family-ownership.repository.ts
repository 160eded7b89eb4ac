import type { Db } from '../../infra/database.js';

/**
 * Which family owns an id: the lookups behind the family scope of every request
 * (infra/family-scope.ts). Each answers the owning family id, or undefined for an unknown id.
 */

export async function familyExists(db: Db, familyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('families')
    .select('id')
    .where('id', '=', familyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The owning family of each known person among `personIds`, in one statement. */
export async function familiesOfPersons(
  db: Db,
  personIds: readonly number[],
): Promise<Map<number, number>> {
  if (personIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('persons')
    .select(['id', 'family_id'])
    .where('id', 'in', [...personIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.family_id]));
}

export async function familyOfMenu(db: Db, menuId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('menus')
    .select('family_id')
    .where('id', '=', menuId)
    .executeTakeFirst();
  return row?.family_id;
}

/** The families in which the user has a membership (any status): a branch or family admin's account. */
export async function userMembershipFamilies(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('family_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.family_id);
}

/** The sending and the receiving family of a link request (both answer or cancel it). */
export async function familiesOfLinkRequest(db: Db, requestId: number): Promise<number[]> {
  const row = await db
    .selectFrom('link_requests')
    .select(['family_id', 'target_family_id'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  return row ? [row.family_id, row.target_family_id] : [];
}

/** The kept person of each merged-away id among `ids` of the family (decision 0053). */
export async function keptPersonsOf(
  db: Db,
  familyId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('merged_persons')
    .select(['merged_id', 'kept_id'])
    .where('family_id', '=', familyId)
    .where('merged_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.merged_id, r.kept_id]));
}

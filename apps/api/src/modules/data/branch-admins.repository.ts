import type { MembershipStatus } from '@familytree/shared';
import type { Db } from '../../infra/database.js';

export interface BranchAdminUserRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  status: MembershipStatus;
  /** The owner accepted this family's invitation at some time. */
  accepted: boolean;
  hasPassword: boolean;
  /** The account is a member (in any status) of another family too. */
  inOtherFamilies: boolean;
}

/** The family's branch admins by name, optionally only those in `statuses`. */
export async function branchAdminUsers(
  db: Db,
  familyId: number,
  statuses?: MembershipStatus[],
): Promise<BranchAdminUserRow[]> {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => [
      'u.id as userId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email as email',
      'm.status as status',
      'm.accepted_at as acceptedAt',
      'u.password_hash as passwordHash',
      eb
        .selectFrom('memberships as o')
        .select('o.id')
        .whereRef('o.user_id', '=', 'm.user_id')
        .whereRef('o.family_id', '!=', 'm.family_id')
        .limit(1)
        .as('otherMembershipId'),
    ])
    .where('m.family_id', '=', familyId)
    .where('m.role', '=', 'BRANCH_ADMIN');
  if (statuses) query = query.where('m.status', 'in', statuses);
  const rows = await query.orderBy('u.first_name').orderBy('u.last_name').execute();
  return rows.map(({ acceptedAt, passwordHash, otherMembershipId, ...r }) => ({
    ...r,
    status: r.status as MembershipStatus,
    accepted: acceptedAt !== null,
    hasPassword: passwordHash !== null,
    inOtherFamilies: otherMembershipId !== null,
  }));
}

/**
 * Whether the user holds a membership in a family other than `familyId`: in any status, or only an
 * ACTIVE one (`activeOnly`).
 */
export async function hasMembershipElsewhere(
  db: Db,
  familyId: number,
  userId: number,
  { activeOnly = false } = {},
): Promise<boolean> {
  let query = db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('family_id', '!=', familyId);
  if (activeOnly) query = query.where('status', '=', 'ACTIVE');
  return (await query.executeTakeFirst()) !== undefined;
}

/** The persons given to each branch admin of the family, by first name. */
export function assignedMembersOfFamily(db: Db, familyId: number) {
  return db
    .selectFrom('branch_assignments as b')
    .innerJoin('persons as p', 'p.id', 'b.person_id')
    .select([
      'b.user_id as adminId',
      'p.id as personId',
      'p.first_name as firstName',
      'p.last_name as lastName',
    ])
    .where('b.family_id', '=', familyId)
    .where('p.family_id', '=', familyId)
    .orderBy('p.first_name')
    .execute();
}

/** The branch admin a member was last given to, if any. */
export async function branchAdminIdOfMember(
  db: Db,
  familyId: number,
  personId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('branch_assignments')
    .select('user_id')
    .where('family_id', '=', familyId)
    .where('person_id', '=', personId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Gives a member to one branch admin, taking it from any other. */
export async function assignMember(
  db: Db,
  familyId: number,
  personId: number,
  userId: number,
  createdAt: string,
): Promise<void> {
  await db
    .deleteFrom('branch_assignments')
    .where('family_id', '=', familyId)
    .where('person_id', '=', personId)
    .execute();
  await db
    .insertInto('branch_assignments')
    .values({ family_id: familyId, user_id: userId, person_id: personId, created_at: createdAt })
    .execute();
}

/** Frees every member given to the user in the family. */
export async function removeAssignmentsOfUser(
  db: Db,
  familyId: number,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom('branch_assignments')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .execute();
}

/** Takes one member from a branch admin; false when it was not theirs. */
export async function removeAssignment(
  db: Db,
  familyId: number,
  userId: number,
  personId: number,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('branch_assignments')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export async function setMembershipStatus(
  db: Db,
  familyId: number,
  userId: number,
  status: MembershipStatus,
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ status })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .execute();
}

/** Takes a member from whichever branch admin had it. */
export async function unassignMember(db: Db, familyId: number, personId: number): Promise<void> {
  await db
    .deleteFrom('branch_assignments')
    .where('family_id', '=', familyId)
    .where('person_id', '=', personId)
    .execute();
}

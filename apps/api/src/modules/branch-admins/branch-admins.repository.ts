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

/** Whether the user holds a membership, in any status, in a family other than `familyId`. */
export async function isMemberElsewhere(
  db: Db,
  familyId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('family_id', '!=', familyId)
    .executeTakeFirst();
  return row !== undefined;
}

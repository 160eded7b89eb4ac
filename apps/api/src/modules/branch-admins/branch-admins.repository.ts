import type { MembershipStatus } from '@familytree/shared';
import type { Db } from '../../platform/database.js';

export interface BranchAdminUserRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  status: MembershipStatus;
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
    .select([
      'u.id as userId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email as email',
      'm.status as status',
    ])
    .where('m.family_id', '=', familyId)
    .where('m.role', '=', 'BRANCH_ADMIN');
  if (statuses) query = query.where('m.status', 'in', statuses);
  const rows = await query.orderBy('u.first_name').orderBy('u.last_name').execute();
  return rows.map((r) => ({ ...r, status: r.status as MembershipStatus }));
}

import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { recordChange, type Fields } from '../history/history.writer.js';
import { findUserById } from '../data/users.repository.js';
import { findMembership } from '../data/families.repository.js';
import { branchRootsOf } from '../access/branch-roots.js';

/** A branch admin's account, membership and branch as the history records them. */
export async function branchAdminState(
  trx: Db,
  familyId: number,
  userId: number,
): Promise<Fields | null> {
  const [membership, user, members] = await Promise.all([
    findMembership(trx, familyId, userId),
    findUserById(trx, userId),
    branchRootsOf(trx, familyId, userId),
  ]);
  if (!membership || !user) return null;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    status: membership.status,
    // Hidden in the history: what a revert needs to give back the owner's consent and the
    // branch a block took away.
    _accepted_at: membership.accepted_at,
    _members: members.sort((a, b) => a - b),
  };
}

/** A branch admin's account saved (entity: the user). */
export function recordBranchAdminAccount(
  trx: Db,
  admin: AuthUser,
  familyId: number,
  userId: number,
  before: Fields | null,
  after: Fields | null,
) {
  return recordChange(trx, {
    familyId,
    user: admin,
    action: before ? 'branchAdmin.update' : 'branchAdmin.invite',
    entityType: 'branchAdmin',
    entityId: userId,
    personId: null,
    section: 'account',
    before,
    after,
  });
}

/** A member given to or taken from a branch admin: in the member's history. */
export function recordBranchAssignment(
  trx: Db,
  admin: AuthUser,
  familyId: number,
  personId: number,
  before: number | null,
  after: number | null,
) {
  return recordChange(trx, {
    familyId,
    user: admin,
    action: after === null ? 'branchAdmin.unassign' : 'branchAdmin.assign',
    entityType: 'person',
    entityId: personId,
    personId,
    section: 'branch-admin',
    before: { branch_admin_id: before },
    after: { branch_admin_id: after },
  });
}

import type { AppContext } from '../../infra/context.js';
import { invalidInput, notFound, unauthenticated } from '../../infra/errors.js';
import { nowIso } from '../../infra/clock.js';
import { withTransaction } from '../../infra/transactions.js';
import { recordBranchAssignment } from './branch-admin-history.js';
import { findMembership } from '../data/families.repository.js';
import { assertFamilyAdmin, canEditPerson } from '../access/access.policy.js';
import { scopeFor, type RequestScope } from '../access/request-scope.js';
import { findPerson } from '../data/tree.repository.js';
import {
  assignMember,
  branchAdminIdOfMember,
  branchAdminUsers,
} from '../data/branch-admins.repository.js';
import { serverText } from '../../infra/user-text.js';

export interface SelectableBranchAdmin {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

export function createBranchAdminsService({ db }: AppContext) {
  const requireFamilyAdmin = (scope: RequestScope) =>
    assertFamilyAdmin(scope, serverText('branchAdmins.adminOnly'));

  return {
    /** Whether `userId` may edit the member: asked by that user, or by a family admin of the family. */
    async canEdit(scope: RequestScope, userId: number, memberId: number): Promise<boolean> {
      const { viewer, familyId } = scope;
      if (!viewer) throw unauthenticated();
      if (viewer.userId !== userId) await requireFamilyAdmin(scope);
      const person = await findPerson(db, familyId, memberId);
      if (!person) return false;
      // Asked about another user than the caller: their own scope, their own role.
      const subject =
        viewer.userId === userId ? scope : scopeFor(db, { ...viewer, userId }, familyId);
      return canEditPerson(db, subject, person);
    },

    async branchAdminOfMember(
      scope: RequestScope,
      memberId: number,
    ): Promise<{ userId: number | null }> {
      const person = await findPerson(db, scope.familyId, memberId);
      if (!person) throw notFound(serverText('members.notFound'));
      await requireFamilyAdmin(scope);
      return { userId: await branchAdminIdOfMember(db, person.family_id, memberId) };
    },

    /** Branch admins who can be given a branch: ACTIVE and INVITED. */
    async selectable(scope: RequestScope): Promise<SelectableBranchAdmin[]> {
      const { familyId } = scope;
      await requireFamilyAdmin(scope);
      const admins = await branchAdminUsers(db, familyId, ['ACTIVE', 'INVITED']);
      return admins.map(({ userId, firstName, lastName, email }) => ({
        userId,
        firstName,
        lastName,
        email,
      }));
    },

    /** A member has one branch admin: assigning replaces the previous one. */
    async assign(scope: RequestScope, userId: number, memberId: number): Promise<void> {
      const { familyId } = scope;
      const admin = await requireFamilyAdmin(scope);
      const person = await findPerson(db, familyId, memberId);
      if (!person) throw notFound(serverText('members.notInFamily'));
      const membership = await findMembership(db, familyId, userId);
      if (
        !membership ||
        membership.role !== 'BRANCH_ADMIN' ||
        !['ACTIVE', 'INVITED'].includes(membership.status)
      ) {
        throw invalidInput({ userId: serverText('branchAdmins.chooseBranchAdmin') });
      }
      await withTransaction(db, async (trx) => {
        const before = await branchAdminIdOfMember(trx, familyId, memberId);
        await assignMember(trx, familyId, memberId, userId, nowIso());
        await recordBranchAssignment(trx, admin, familyId, memberId, before, userId);
      });
    },
  };
}

export type BranchAdminsService = ReturnType<typeof createBranchAdminsService>;

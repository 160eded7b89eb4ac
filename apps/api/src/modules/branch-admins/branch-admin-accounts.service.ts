import type { BranchAdmin } from '@familytree/shared';
import type { branchAdminSaveSchema } from '@familytree/shared';
import type { z } from 'zod';
import type { AppContext } from '../../infra/context.js';
import { notFound } from '../../infra/errors.js';
import { withTransaction } from '../../infra/transactions.js';
import type { InvitationsService } from '../invitations/invitations.service.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import {
  branchAdminState,
  recordBranchAdminAccount,
  recordBranchAssignment,
} from './branch-admin-history.js';
import { isAccountEditable } from './account-ownership.js';
import { branchAdminAccountWrites } from './branch-admin-account-writes.js';
import {
  assignedMembersOfFamily,
  branchAdminUsers,
  removeAssignment,
} from '../data/branch-admins.repository.js';
import { serverText } from '../../infra/user-text.js';

/** Branch admins as the family admin manages them (spec part 2 "Branch admin list"). */
export function createBranchAdminAccountsService(
  { db }: AppContext,
  invitations: InvitationsService,
) {
  const requireFamilyAdmin = (scope: RequestScope) =>
    assertFamilyAdmin(scope, serverText('branchAdmins.manageAdminOnly'));

  async function listAll(familyId: number): Promise<BranchAdmin[]> {
    const admins = await branchAdminUsers(db, familyId);
    const assigned = await assignedMembersOfFamily(db, familyId);
    return admins.map(({ hasPassword, inOtherFamilies, ...a }) => ({
      ...a,
      accountEditable: isAccountEditable({ status: a.status, hasPassword, inOtherFamilies }),
      assignedMembers: assigned
        .filter((m) => m.adminId === a.userId)
        .map((m) => ({
          userId: m.personId,
          personId: m.personId,
          firstName: m.firstName,
          lastName: m.lastName,
        })),
    }));
  }

  const writes = branchAdminAccountWrites(invitations);

  return {
    /** Who may manage branch admins, asked before a body is validated (issue 28). */
    assertMayManage: requireFamilyAdmin,

    async listAll(scope: RequestScope): Promise<BranchAdmin[]> {
      await requireFamilyAdmin(scope);
      return listAll(scope.familyId);
    },

    /** Creates (invites) or updates a branch admin and answers it. */
    async save(
      scope: RequestScope,
      input: z.output<typeof branchAdminSaveSchema>,
    ): Promise<BranchAdmin> {
      const { familyId } = scope;
      const admin = await requireFamilyAdmin(scope);
      const userId = await withTransaction(db, async (trx) => {
        const before = input.userId ? await branchAdminState(trx, familyId, input.userId) : null;
        const id = input.userId
          ? await writes.update(trx, familyId, { ...input, userId: input.userId })
          : await writes.invite(trx, familyId, input);
        const after = await branchAdminState(trx, familyId, id);
        await recordBranchAdminAccount(trx, admin, familyId, id, before, after);
        return id;
      });
      return (await listAll(familyId)).find((a) => a.userId === userId)!;
    },

    async removeAssignment(scope: RequestScope, userId: number, personId: number): Promise<void> {
      const { familyId } = scope;
      const admin = await requireFamilyAdmin(scope);
      await withTransaction(db, async (trx) => {
        if (!(await removeAssignment(trx, familyId, userId, personId)))
          throw notFound(serverText('branchAdmins.notAssigned'));
        await recordBranchAssignment(trx, admin, familyId, personId, userId, null);
      });
    },
  };
}

export type BranchAdminAccountsService = ReturnType<typeof createBranchAdminAccountsService>;

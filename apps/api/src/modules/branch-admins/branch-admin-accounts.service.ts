import type { BranchAdmin, MembershipStatus } from '@familytree/shared';
import type { branchAdminSaveSchema } from '@familytree/shared';
import type { z } from 'zod';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { conflict, invalidInput, notFound } from '../../infra/errors.js';
import { withTransaction } from '../../infra/transactions.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  updateUserIdentity,
} from '../data/users.repository.js';
import { deleteSessionsOfUser } from '../data/sessions.repository.js';
import { findMembership, insertMembership } from '../data/families.repository.js';
import type { InvitationsService } from '../invitations/invitations.service.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import {
  branchAdminState,
  recordBranchAdminAccount,
  recordBranchAssignment,
} from './branch-admin-history.js';
import {
  accountChanges,
  isAccountEditable,
  statusRefusal,
  type AccountFields,
} from './account-ownership.js';
import {
  assignedMembersOfFamily,
  branchAdminUsers,
  hasMembershipElsewhere,
  removeAssignment,
  removeAssignmentsOfUser,
  setMembershipStatus,
} from '../data/branch-admins.repository.js';

/** Branch admins as the family admin manages them (spec part 2 "Branch admin list"). */
export function createBranchAdminAccountsService(
  { db }: AppContext,
  invitations: InvitationsService,
) {
  const requireFamilyAdmin = (scope: RequestScope) =>
    assertFamilyAdmin(scope, 'Only a family admin can manage branch admins.');

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

  /** Blocking or rejecting takes the rights at once and frees the branch; the user's sessions end when no other family needs them. */
  async function revoke(trx: Db, familyId: number, userId: number): Promise<void> {
    await removeAssignmentsOfUser(trx, familyId, userId);
    if (!(await hasMembershipElsewhere(trx, familyId, userId, { activeOnly: true })))
      await deleteSessionsOfUser(trx, userId);
  }

  /** Anyone, with or without an account, is invited: the owner accepts or declines. */
  async function invite(trx: Db, familyId: number, input: AccountFields): Promise<number> {
    const email = normalizeEmail(input.email);
    const holder = await findUserByEmail(trx, email);
    const holderMembership = holder ? await findMembership(trx, familyId, holder.id) : undefined;
    if (holderMembership) {
      throw conflict(
        holderMembership.role === 'BRANCH_ADMIN'
          ? 'A branch admin with this email already exists in this family.'
          : 'This person is already a family admin of this family.',
      );
    }
    if (holder?.is_platform_admin) throw conflict('This email belongs to a platform admin.');
    const userId =
      holder?.id ??
      (await insertUser(trx, {
        email,
        passwordHash: null,
        firstName: input.firstName,
        lastName: input.lastName,
      }));
    await insertMembership(trx, { familyId, userId, role: 'BRANCH_ADMIN', status: 'INVITED' });
    await invitations.invite(trx, {
      familyId,
      userId,
      email: holder?.email ?? email,
      firstName: holder?.first_name ?? input.firstName,
      role: 'BRANCH_ADMIN',
    });
    return userId;
  }

  /** Changes this family's membership (status) only; the account is its owner's. */
  async function update(
    trx: Db,
    familyId: number,
    input: AccountFields & { userId: number; status?: MembershipStatus },
  ): Promise<number> {
    const membership = await findMembership(trx, familyId, input.userId);
    const user = await findUserById(trx, input.userId);
    if (!membership || membership.role !== 'BRANCH_ADMIN' || !user)
      throw notFound('No such branch admin in this family.');
    const changes = accountChanges(user, input);
    const editable = isAccountEditable({
      status: membership.status,
      hasPassword: user.password_hash !== null,
      inOtherFamilies: await hasMembershipElsewhere(trx, familyId, user.id),
    });
    if (!editable && Object.keys(changes).length > 0) throw invalidInput(changes);
    const email = normalizeEmail(input.email);
    if (changes.email) {
      const holder = await findUserByEmail(trx, email);
      if (holder && holder.id !== user.id)
        throw conflict('This email is already used by another account.');
    }
    const status = input.status ?? (membership.status as MembershipStatus);
    const refusal = statusRefusal(status, {
      status: membership.status,
      acceptedAt: membership.accepted_at,
    });
    if (refusal) throw invalidInput({ status: refusal });

    if (Object.keys(changes).length > 0) {
      await updateUserIdentity(trx, user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
      });
    }
    await setMembershipStatus(trx, familyId, user.id, status);
    if (status === 'BLOCK' || status === 'REJECTED') await revoke(trx, familyId, user.id);
    // Asking again, or asking the corrected address: a new link replaces the old ones.
    if (status === 'INVITED' && (membership.status !== 'INVITED' || changes.email)) {
      await invitations.invite(trx, {
        familyId,
        userId: user.id,
        email,
        firstName: input.firstName,
        role: 'BRANCH_ADMIN',
      });
    }
    return user.id;
  }

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
          ? await update(trx, familyId, { ...input, userId: input.userId })
          : await invite(trx, familyId, input);
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
          throw notFound('This member is not assigned to this branch admin.');
        await recordBranchAssignment(trx, admin, familyId, personId, userId, null);
      });
    },
  };
}

export type BranchAdminAccountsService = ReturnType<typeof createBranchAdminAccountsService>;

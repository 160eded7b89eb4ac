import type { MembershipStatus } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { conflict, invalidInput, notFound } from '../../infra/errors.js';
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
import {
  accountChanges,
  isAccountEditable,
  statusRefusal,
  type AccountFields,
} from './account-ownership.js';
import {
  hasMembershipElsewhere,
  removeAssignmentsOfUser,
  setMembershipStatus,
} from '../data/branch-admins.repository.js';
import { serverText } from '../../infra/user-text.js';

/**
 * The writes of a branch admin's account and membership, in the caller's transaction: the saves of
 * the branch admin list and the reverts of their records (issue 29) go through the same rules.
 */
export function branchAdminAccountWrites(invitations: InvitationsService) {
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
          ? serverText('branchAdmins.emailExists')
          : serverText('branchAdmins.alreadyFamilyAdmin'),
      );
    }
    if (holder?.is_platform_admin) throw conflict(serverText('accounts.platformAdminEmail'));
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
      throw notFound(serverText('branchAdmins.notFound'));
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
      if (holder && holder.id !== user.id) throw conflict(serverText('accounts.emailTaken'));
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

  return { revoke, invite, update };
}

export type BranchAdminAccountWrites = ReturnType<typeof branchAdminAccountWrites>;

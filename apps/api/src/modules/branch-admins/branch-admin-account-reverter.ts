import { historyMessages } from '@familytree/shared';
import type { MembershipStatus } from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { AppError, conflict } from '../../infra/errors.js';
import { assignMember, branchAdminIdOfMember } from '../data/branch-admins.repository.js';
import { findMembership } from '../data/families.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { findUserById } from '../data/users.repository.js';
import type { ChangeReverter } from '../history/change-reverters.js';
import type { ChangeRow } from '../history/history.repository.js';
import { storedChanges, valuesBefore } from '../history/history.view.js';
import { assertNoNewerChange, assertNothingDependsOn } from '../history/history.writer.js';
import type { InvitationsService } from '../invitations/invitations.service.js';
import { branchAdminAccountWrites } from './branch-admin-account-writes.js';
import { branchAdminState } from './branch-admin-history.js';
import { historyTexts } from '../history/history-texts.js';
import { serverText } from '../../infra/user-text.js';

/** A refusal of the branch admin rules, as a revert's 409. */
const asRevertRefusal = (error: unknown) =>
  error instanceof AppError && error.status === 400
    ? conflict({
        // The rule inside the sentence: lower case in English, as the rule's language has it else.
        ...historyTexts.breaksRule(error.text),
        english: historyMessages.breaksRule(
          `${error.message.replace(/^./, (c) => c.toLowerCase())}.`,
        ),
      })
    : error;

/**
 * A branch admin invited or changed (issue 29), under the same rules as the branch admin list: an
 * invitation reverted ends the membership and its link (refused while members are in their
 * branch); a block reverted gives back the branch it freed (its members not given to another
 * branch admin since); an invitation asked again is mailed again. The account stays its owner's:
 * its name and email go back only while nobody has claimed it.
 */
export function branchAdminAccountReverter(invitations: InvitationsService): ChangeReverter {
  const writes = branchAdminAccountWrites(invitations);

  async function giveBranchBack(trx: Db, familyId: number, userId: number, members: unknown) {
    if (!Array.isArray(members)) return;
    for (const personId of members as number[]) {
      if (!(await findPerson(trx, familyId, personId))) continue;
      if ((await branchAdminIdOfMember(trx, familyId, personId)) !== null) continue;
      await assignMember(trx, familyId, personId, userId, nowIso());
    }
  }

  async function takeBack(trx: Db, familyId: number, change: ChangeRow, userId: number) {
    const before = await branchAdminState(trx, familyId, userId);
    if (!before) throw conflict(historyMessages.entityGone);
    const members = before._members as number[];
    const dependents = [];
    for (const personId of members) {
      const member = await findPerson(trx, familyId, personId);
      const name = member
        ? `${member.first_name} ${member.last_name ?? ''}`.trim()
        : serverText('history.aMember');
      dependents.push({ personId, what: serverText('history.whatInBranch', { name }) });
    }
    await assertNothingDependsOn(trx, familyId, change.id, dependents);
    await invitations.endMembership(trx, familyId, userId, 'BRANCH_ADMIN');
    return { before, after: null };
  }

  async function giveBack(trx: Db, familyId: number, change: ChangeRow, userId: number) {
    if (await findMembership(trx, familyId, userId)) throw conflict(historyMessages.alreadyBack);
    if (!(await findUserById(trx, userId))) throw conflict(historyMessages.entityGone);
    const recorded = valuesBefore(change);
    const status = String(recorded.status);
    await invitations.restoreMembership(trx, {
      familyId,
      userId,
      role: 'BRANCH_ADMIN',
      status,
      acceptedAt:
        (recorded._accepted_at as string | null | undefined) ??
        (status === 'ACTIVE' ? change.created_at : null),
      personId: null,
    });
    if (status === 'ACTIVE' || status === 'INVITED')
      await giveBranchBack(trx, familyId, userId, recorded._members);
    return { before: null, after: await branchAdminState(trx, familyId, userId) };
  }

  async function writeBack(trx: Db, familyId: number, change: ChangeRow, userId: number) {
    const before = await branchAdminState(trx, familyId, userId);
    if (!before) throw conflict(historyMessages.entityGone);
    const recorded = valuesBefore(change);
    const restored = { ...before, ...recorded };
    const status = restored.status as MembershipStatus;
    try {
      await writes.update(trx, familyId, {
        userId,
        firstName: String(restored.first_name),
        lastName: String(restored.last_name),
        email: String(restored.email),
        status,
      });
    } catch (error) {
      throw asRevertRefusal(error);
    }
    if (status === 'ACTIVE' || status === 'INVITED')
      await giveBranchBack(trx, familyId, userId, recorded._members);
    return { before, after: await branchAdminState(trx, familyId, userId) };
  }

  return {
    revertible: (change) => change.entity_id !== null && change.section === 'account',
    async revert(trx, familyId, change) {
      const userId = change.entity_id!;
      await assertNoNewerChange(trx, familyId, { ...change, entity_id: userId });
      const status = storedChanges(change).status;
      if (status?.before === null) return takeBack(trx, familyId, change, userId);
      if (status?.after === null) return giveBack(trx, familyId, change, userId);
      return writeBack(trx, familyId, change, userId);
    },
  };
}

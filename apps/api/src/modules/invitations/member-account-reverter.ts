import { historyMessages } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import { findMembership } from '../data/families.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { findUserById } from '../data/users.repository.js';
import type { ChangeReverter } from '../history/change-reverters.js';
import type { ChangeRow } from '../history/history.repository.js';
import { storedChanges, valuesBefore } from '../history/history.view.js';
import { assertNoNewerChange, type Fields } from '../history/history.writer.js';
import type { InvitationsService } from './invitations.service.js';
import { memberOfPerson } from './invitations.repository.js';
import { serverText } from '../../infra/user-text.js';

/** A member account as its history records it (entity: the user; the record names the person). */
export async function memberAccountState(
  trx: Db,
  familyId: number,
  userId: number,
): Promise<Fields | null> {
  const [membership, user] = await Promise.all([
    findMembership(trx, familyId, userId),
    findUserById(trx, userId),
  ]);
  if (membership?.role !== 'MEMBER' || !user) return null;
  return {
    email: user.email,
    role: 'MEMBER',
    status: membership.status,
    _accepted_at: membership.accepted_at,
  };
}

/**
 * A member invited or removed (issue 29): reverting an invitation ends the membership and its
 * link; reverting a removal gives the account its person back, with the owner's consent as it
 * was (a still open invitation is mailed again, as the old link stopped working).
 */
export function memberAccountReverter(invitations: InvitationsService): ChangeReverter {
  async function takeBack(trx: Db, familyId: number, userId: number) {
    const before = await memberAccountState(trx, familyId, userId);
    if (!before) throw conflict(historyMessages.entityGone);
    await invitations.endMembership(trx, familyId, userId, 'MEMBER');
    return { before, after: null };
  }

  async function giveBack(trx: Db, familyId: number, change: ChangeRow, userId: number) {
    if (await findMembership(trx, familyId, userId)) throw conflict(historyMessages.alreadyBack);
    const personId = change.person_id;
    const person = personId === null ? undefined : await findPerson(trx, familyId, personId);
    if (!person || !(await findUserById(trx, userId))) throw conflict(historyMessages.entityGone);
    if (await memberOfPerson(trx, familyId, person.id))
      throw conflict(serverText('history.otherMemberAccount'));
    const recorded = valuesBefore(change);
    const status = String(recorded.status);
    await invitations.restoreMembership(trx, {
      familyId,
      userId,
      role: 'MEMBER',
      status,
      // A record older than the consent field: an ACTIVE member had accepted by then.
      acceptedAt:
        (recorded._accepted_at as string | null | undefined) ??
        (status === 'ACTIVE' ? change.created_at : null),
      personId: person.id,
    });
    return { before: null, after: await memberAccountState(trx, familyId, userId) };
  }

  return {
    revertible: (change) => change.entity_id !== null && change.section === 'membership',
    async revert(trx, familyId, change) {
      const userId = change.entity_id!;
      await assertNoNewerChange(trx, familyId, { ...change, entity_id: userId });
      return storedChanges(change).status?.before === null
        ? takeBack(trx, familyId, userId)
        : giveBack(trx, familyId, change, userId);
    },
  };
}

import type { MemberAccount, MemberAccountItem } from '@familytree/shared';
import { messages } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { conflict, forbidden, notFound, unauthenticated } from '../../infra/errors.js';
import { withTransaction } from '../../infra/transactions.js';
import {
  assertFamilyAdmin,
  assertMayInviteMember,
  canEditPerson,
} from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { recordChange } from '../history/history.writer.js';
import { findUserByEmail, insertUser, normalizeEmail } from '../data/users.repository.js';
import { findMembership, insertMembership } from '../data/families.repository.js';
import { findPerson, type PersonRow } from '../data/tree.repository.js';
import { deleteMemberAccount, memberAccountsOf, memberOfPerson } from './invitations.repository.js';
import { memberAccountState } from './member-account-reverter.js';

const onlyAdmins = serverText('invitations.manageRefused');
import type { InvitationsService } from './invitations.service.js';
import { serverText } from '../../infra/user-text.js';

/**
 * Member accounts (issue 17): an admin invites a relative by email to keep their own profile. The
 * invitation is the one of branch admins (invitations.service.ts): a new account chooses its
 * password through the link, an existing one accepts after logging in.
 */
export function createMemberAccountsService({ db }: AppContext, invitations: InvitationsService) {
  /** 401 for a visitor, 404 for an unknown person, 403 for a caller who may not invite them. */
  async function invitablePerson(scope: RequestScope, personId: number) {
    const person = await findPerson(db, scope.familyId, personId);
    if (!person) throw notFound(serverText('members.notFound'));
    await assertMayInviteMember(db, scope, person);
    return person;
  }

  return {
    /** The person if the viewer may invite them, asked before the body is validated (issue 28). */
    invitablePerson,

    async invite(
      scope: RequestScope,
      personId: number,
      input: { email: string },
      invitable?: PersonRow,
    ): Promise<MemberAccount> {
      const { viewer, familyId } = scope;
      const person = invitable ?? (await invitablePerson(scope, personId));
      const email = normalizeEmail(input.email);
      const userId = await withTransaction(db, async (trx) => {
        if (await memberOfPerson(trx, familyId, personId))
          throw conflict(messages.account.memberAlreadyHasAccount);
        const holder = await findUserByEmail(trx, email);
        if (holder?.is_platform_admin) throw conflict(serverText('accounts.platformAdminEmail'));
        if (holder && (await findMembership(trx, familyId, holder.id)))
          throw conflict(messages.account.emailInFamily);
        const id =
          holder?.id ??
          (await insertUser(trx, {
            email,
            passwordHash: null,
            firstName: person.first_name,
            lastName: person.last_name,
          }));
        await insertMembership(trx, {
          familyId,
          userId: id,
          role: 'MEMBER',
          status: 'INVITED',
          personId,
        });
        await recordChange(trx, {
          familyId,
          user: viewer,
          action: 'memberAccount.invite',
          entityType: 'user',
          entityId: id,
          personId,
          section: 'membership',
          before: null,
          after: { email, role: 'MEMBER', status: 'INVITED' },
        });
        await invitations.invite(trx, {
          familyId,
          userId: id,
          email: holder?.email ?? email,
          firstName: holder?.first_name ?? person.first_name,
          role: 'MEMBER',
        });
        return id;
      });
      return { userId, personId, email, status: 'INVITED' };
    },

    /**
     * The family's member accounts: all for a family admin; for a branch admin those whose person
     * they may edit (the same rule as inviting). Anyone else: 403.
     */
    async list(scope: RequestScope): Promise<MemberAccountItem[]> {
      const { viewer, familyId } = scope;
      if (!viewer) throw unauthenticated();
      const role = await scope.role();
      if (role !== 'FAMILY_ADMIN' && role !== 'BRANCH_ADMIN') throw forbidden(onlyAdmins);
      const items: MemberAccountItem[] = [];
      for (const row of await memberAccountsOf(db, familyId)) {
        if (role === 'BRANCH_ADMIN') {
          const person = row.person_id && (await findPerson(db, familyId, row.person_id));
          if (!person || !(await canEditPerson(db, scope, person))) continue;
        }
        items.push({
          userId: row.user_id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          personId: row.person_first_name === null ? null : row.person_id,
          personName:
            row.person_first_name === null
              ? null
              : `${row.person_first_name} ${row.person_last_name ?? ''}`.trim(),
          status: row.status,
        });
      }
      return items;
    },

    /**
     * Ends a member's access to the family (the account stays, as it may belong to others), with
     * a history record. Who may invite the person may remove them; a member whose person was
     * deleted, the family admin only.
     */
    async remove(scope: RequestScope, userId: number): Promise<void> {
      const { viewer, familyId } = scope;
      if (!viewer) throw unauthenticated();
      const account = (await memberAccountsOf(db, familyId)).find((a) => a.user_id === userId);
      const person = account?.person_id && (await findPerson(db, familyId, account.person_id));
      if (person) await assertMayInviteMember(db, scope, person);
      else await assertFamilyAdmin(scope, onlyAdmins);
      if (!account) throw notFound(serverText('invitations.noMemberAccount'));
      await withTransaction(db, async (trx) => {
        // With the owner's consent as it was, so a revert gives the account back as it was.
        const before = await memberAccountState(trx, familyId, userId);
        if (!(await deleteMemberAccount(trx, familyId, userId)))
          throw notFound(serverText('invitations.noMemberAccount'));
        await recordChange(trx, {
          familyId,
          user: viewer,
          action: 'memberAccount.remove',
          entityType: 'user',
          entityId: userId,
          personId: person ? person.id : null,
          section: 'membership',
          before,
          after: null,
        });
      });
    },
  };
}

export type MemberAccountsService = ReturnType<typeof createMemberAccountsService>;

import type { MemberAccount } from '@familytree/shared';
import { messages } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import { conflict, notFound } from '../../infra/errors.js';
import { withTransaction } from '../../infra/transactions.js';
import { assertMayInviteMember } from '../access/access.policy.js';
import { findUserByEmail, insertUser, normalizeEmail } from '../auth/users.repository.js';
import { findMembership, insertMembership } from '../families/families.repository.js';
import { findPerson } from '../tree/tree.repository.js';
import { memberOfPerson } from './invitations.repository.js';
import type { InvitationsService } from './invitations.service.js';

/**
 * Member accounts (issue 17): an admin invites a relative by email to keep their own profile. The
 * invitation is the one of branch admins (invitations.service.ts): a new account chooses its
 * password through the link, an existing one accepts after logging in.
 */
export function createMemberAccountsService({ db }: AppContext, invitations: InvitationsService) {
  return {
    async invite(
      viewer: AuthUser | null,
      familyId: number,
      personId: number,
      input: { email: string },
    ): Promise<MemberAccount> {
      const person = await findPerson(db, familyId, personId);
      if (!person) throw notFound('No such member.');
      await assertMayInviteMember(db, viewer, person);
      const email = normalizeEmail(input.email);
      const userId = await withTransaction(db, async (trx) => {
        if (await memberOfPerson(trx, familyId, personId))
          throw conflict(messages.account.memberAlreadyHasAccount);
        const holder = await findUserByEmail(trx, email);
        if (holder?.is_platform_admin) throw conflict('This email belongs to a platform admin.');
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
  };
}

export type MemberAccountsService = ReturnType<typeof createMemberAccountsService>;

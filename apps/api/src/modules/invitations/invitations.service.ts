import type { Invitation, LoginResponse } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { isoIn, nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { conflict, gone, notFound } from '../../infra/errors.js';
import { familySiteUrl, type Mailer } from '../../infra/mailer.js';
import { invitationMail } from '../../mails/mails.js';
import { parseNewPassword } from '../../infra/password-policy.js';
import { hashPassword } from '../../infra/passwords.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { withTransaction } from '../../infra/transactions.js';
import type { AuthService } from '../auth/auth.service.js';
import { findUserById, hasPassword, setFirstPassword } from '../data/users.repository.js';
import { findFamilyById } from '../data/families.repository.js';
import {
  acceptMembership,
  endOpenInvitations,
  insertInvitation,
  deleteMembership,
  insertRestoredMembership,
  invitationByTokenHash,
  useInvitation,
  type MembershipToRestore,
} from './invitations.repository.js';
import { hasMembershipElsewhere } from '../data/branch-admins.repository.js';
import { deleteSessionsOfUser } from '../data/sessions.repository.js';
import { serverText } from '../../infra/user-text.js';

const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export function createInvitationsService(
  { db, config }: AppContext,
  mailer: Mailer,
  auth: AuthService,
) {
  async function findValid(token: string) {
    const row = await invitationByTokenHash(db, hashToken(token, config.appSecret));
    if (!row) throw notFound(serverText('invitations.linkInvalid'));
    if (row.usedAt) throw gone(serverText('invitations.used'));
    if (row.expiresAt <= nowIso()) throw gone(serverText('invitations.expired'));
    if (row.status !== 'INVITED') throw gone(serverText('invitations.noLongerValid'));
    return row;
  }

  /**
   * Creates a one-time link valid for 7 days and mails it (or writes it to the outbox); earlier
   * links of the same person to the same family stop working.
   */
  async function invite(
    trx: Db,
    invite: { familyId: number; userId: number; email: string; firstName: string; role: string },
  ): Promise<void> {
    await endOpenInvitations(trx, invite.familyId, invite.userId, { expire: true });
    const accountHasPassword = await hasPassword(trx, invite.userId);
    const token = newToken();
    await insertInvitation(trx, {
      familyId: invite.familyId,
      userId: invite.userId,
      tokenHash: hashToken(token, config.appSecret),
      expiresAt: isoIn(invitationLifetimeMs),
    });
    const family = (await findFamilyById(trx, invite.familyId))!;
    const link = familySiteUrl(config, family.domain_name, `/invitation/${token}`);
    await mailer.send({
      to: invite.email,
      ...(await invitationMail({
        firstName: invite.firstName,
        familyName: family.name,
        role: invite.role,
        hasPassword: accountHasPassword,
        link,
      })),
    });
  }

  return {
    /**
     * The invitation of a link that can still be used (404 or 410 otherwise): the token is the
     * caller's only credential, so it is checked before the body is validated (issue 28).
     */
    validInvitation: findValid,

    invite,

    /**
     * Ends a membership a revert takes back (an invitation or a member account undone, issue 29):
     * its open links stop working, and the user's sessions end when no other family needs them.
     */
    async endMembership(trx: Db, familyId: number, userId: number, role: string) {
      const ended = await deleteMembership(trx, familyId, userId, role);
      if (ended && !(await hasMembershipElsewhere(trx, familyId, userId, { activeOnly: true })))
        await deleteSessionsOfUser(trx, userId);
      return ended;
    },

    /**
     * Brings back a membership a revert had ended, with the owner's consent as it was: one still
     * waiting for an answer gets a new link (the old ones stopped working), mailed as an invitation.
     */
    async restoreMembership(trx: Db, membership: MembershipToRestore): Promise<void> {
      await insertRestoredMembership(trx, membership);
      if (membership.status !== 'INVITED') return;
      const user = (await findUserById(trx, membership.userId))!;
      await invite(trx, { ...membership, email: user.email, firstName: user.first_name });
    },

    async show(token: string): Promise<Invitation> {
      const row = await findValid(token);
      return {
        familyName: row.familyName,
        domainName: row.domainName,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
        familyId: row.familyId,
        hasAccount: row.passwordHash !== null,
      };
    },

    /**
     * For a new account: sets its first password, activates the membership, uses up the link and
     * logs the person in. An account that has a password is answered from a login instead.
     */
    async accept(
      token: string,
      body: unknown,
      ip: string,
      valid?: ValidInvitation,
    ): Promise<LoginResponse> {
      const row = valid ?? (await findValid(token));
      if (row.passwordHash !== null) throw conflict(messages.invitations.hasPassword);
      const password = parseNewPassword((body as { password?: unknown } | null)?.password);
      const passwordHash = await hashPassword(password);
      await withTransaction(db, async (trx) => {
        if (!(await useInvitation(trx, row.id))) throw gone(serverText('invitations.used'));
        // Another family's link may have set the password meanwhile: never overwrite it.
        if (!(await setFirstPassword(trx, row.userId, passwordHash)))
          throw conflict(messages.invitations.hasPassword);
        await acceptMembership(trx, row.familyId, row.userId);
      });
      return auth.login({ email: row.email, password }, ip);
    },
  };
}

export type ValidInvitation = NonNullable<Awaited<ReturnType<typeof invitationByTokenHash>>>;

export type InvitationsService = ReturnType<typeof createInvitationsService>;

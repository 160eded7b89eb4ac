import type { Invitation, LoginResponse } from '@familytree/shared';
import { acceptInvitationSchema } from '@familytree/shared';
import { isoIn, nowIso } from '../../platform/clock.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import { familySiteUrl, type Mailer } from '../../platform/mailer.js';
import { hashPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { parseInput } from '../../platform/validation.js';
import type { AuthService } from '../auth/auth.service.js';
import { setPassword } from '../auth/users.repository.js';

const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
const gone = (message: string) => new AppError(410, 'GONE', message);

export function createInvitationsService(
  { db, config }: AppContext,
  mailer: Mailer,
  auth: AuthService,
) {
  async function findValid(token: string) {
    const row = await db
      .selectFrom('invitations as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .innerJoin('families as f', 'f.id', 'i.family_id')
      .innerJoin('memberships as m', (join) =>
        join.onRef('m.user_id', '=', 'i.user_id').onRef('m.family_id', '=', 'i.family_id'),
      )
      .select([
        'i.id as id',
        'i.user_id as userId',
        'i.family_id as familyId',
        'i.used_at as usedAt',
        'i.expires_at as expiresAt',
        'u.email as email',
        'u.first_name as firstName',
        'u.last_name as lastName',
        'f.name as familyName',
        'f.domain_name as domainName',
        'm.role as role',
        'm.status as status',
      ])
      .where('i.token_hash', '=', hashToken(token, config.appSecret))
      .executeTakeFirst();
    if (!row) throw notFound('This invitation link is not valid.');
    if (row.usedAt) throw gone('This invitation has already been used. Log in with your password.');
    if (row.expiresAt <= nowIso())
      throw gone('This invitation has expired. Ask your family admin for a new one.');
    if (row.status !== 'INVITED') throw gone('This invitation is no longer valid.');
    return row;
  }

  return {
    /** Creates a one-time link valid for 7 days and mails it (or writes it to the outbox). */
    async invite(
      trx: Db,
      invite: { familyId: number; userId: number; email: string; firstName: string; role: string },
    ): Promise<void> {
      const token = newToken();
      await trx
        .insertInto('invitations')
        .values({
          family_id: invite.familyId,
          user_id: invite.userId,
          token_hash: hashToken(token, config.appSecret),
          created_at: nowIso(),
          expires_at: isoIn(invitationLifetimeMs),
          used_at: null,
        })
        .execute();
      const family = await trx
        .selectFrom('families')
        .select(['name', 'domain_name'])
        .where('id', '=', invite.familyId)
        .executeTakeFirstOrThrow();
      const link = familySiteUrl(config, family.domain_name, `/invitation/${token}`);
      const role = invite.role === 'FAMILY_ADMIN' ? 'a family admin' : 'a branch admin';
      await mailer.send({
        to: invite.email,
        subject: `You are invited to the ${family.name} family tree`,
        text: `Hello ${invite.firstName},\n\nYou have been invited to help keep the ${family.name} family tree as ${role}.\nOpen this link within 7 days to choose your password:\n\n${link}\n`,
      });
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
      };
    },

    /** Sets the password, activates the membership, uses up the link and logs the person in. */
    async accept(token: string, body: unknown, ip: string): Promise<LoginResponse> {
      const { password } = parseInput(acceptInvitationSchema, body);
      const row = await findValid(token);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('invitations')
          .set({ used_at: nowIso() })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1)
          throw gone('This invitation has already been used. Log in with your password.');
        await setPassword(trx, row.userId, passwordHash);
        await trx
          .updateTable('memberships')
          .set({ status: 'ACTIVE' })
          .where('user_id', '=', row.userId)
          .where('family_id', '=', row.familyId)
          .execute();
      });
      return auth.login({ email: row.email, password }, ip);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;

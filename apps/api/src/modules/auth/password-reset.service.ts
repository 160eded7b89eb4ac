import type { LoginResponse, PasswordResetComplete } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { isoIn, nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import { gone, notFound, tooManyRequests } from '../../infra/errors.js';
import { mainSiteUrl, type Mailer } from '../../infra/mailer.js';
import { passwordResetMail } from '../../mails/mails.js';
import { parseNewPassword } from '../../infra/password-policy.js';
import { hashPassword } from '../../infra/passwords.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { withTransaction } from '../../infra/transactions.js';
import type { AuthService } from './auth.service.js';
import { countRequests, type ThrottleRule } from '../data/login-throttle.js';
import {
  findPasswordReset,
  insertPasswordReset,
  usePasswordReset,
} from './password-resets.repository.js';
import { deleteSessionsOfUser } from '../data/sessions.repository.js';
import { findUserByEmail, normalizeEmail, setPassword } from '../data/users.repository.js';

export const passwordResetLifetimeMs = 60 * 60 * 1000;

/**
 * Every request counts (not only failures, as at login): per email, whoever asks, so that no one
 * fills someone's inbox; per client address, over all emails, so that no one sprays the table.
 */
export const passwordResetThrottle: { email: ThrottleRule; address: ThrottleRule } = {
  email: { freeFailures: 3, maxDelayMs: 60 * 60_000, forgetAfterMs: 60 * 60_000 },
  address: { freeFailures: 20, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
};
const scope = 'password-reset';

/** Logs failures of the mail sent after the answer; nobody waits for it. */
export interface ResetLog {
  error(message: string): void;
}

/** Self-service password reset (issue 17, docs/decisions/0022-accounts-and-members.md). */
export function createPasswordResetService(
  { db, config }: AppContext,
  mailer: Mailer,
  auth: AuthService,
  log: ResetLog,
) {
  const inFlight = new Set<Promise<void>>();

  async function sendLink(userId: number, email: string, firstName: string): Promise<void> {
    const token = newToken();
    await insertPasswordReset(db, {
      userId,
      tokenHash: hashToken(token, config.appSecret),
      expiresAt: isoIn(passwordResetLifetimeMs),
    });
    const link = mainSiteUrl(config, `/password-reset/${token}`);
    await mailer.send({ to: email, ...(await passwordResetMail({ firstName, link })) });
  }

  return {
    /**
     * The same answer, after the same work, whether the email has an account or not: the link is
     * written and mailed after the answer has gone, so its time does not tell either. Platform
     * admins get no link: their password is set on the command line.
     */
    async request(email: string, ip: string): Promise<{ message: string }> {
      const normalized = normalizeEmail(email);
      const allowed = await countRequests(db, [
        { key: { scope, email: normalized, ip: '' }, rule: passwordResetThrottle.email },
        { key: { scope, email: '', ip }, rule: passwordResetThrottle.address },
      ]);
      if (!allowed) throw tooManyRequests(messages.account.tooManyResets);
      const user = await findUserByEmail(db, normalized);
      if (user && !user.is_platform_admin) {
        const sending = sendLink(user.id, user.email, user.first_name)
          .catch((error: unknown) => log.error(`Password-reset mail failed: ${String(error)}`))
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
      return { message: messages.account.resetRequested };
    },

    /** Spends the link, sets the password, ends every session of the user, and logs in here. */
    async complete(body: PasswordResetComplete, userAgent?: string): Promise<LoginResponse> {
      const reset = await findPasswordReset(db, hashToken(body.token, config.appSecret));
      if (!reset) throw notFound(messages.account.resetLinkInvalid);
      if (reset.used_at) throw gone(messages.account.resetLinkUsed);
      if (reset.expires_at <= nowIso()) throw gone(messages.account.resetLinkExpired);
      const passwordHash = await hashPassword(parseNewPassword(body.password));
      await withTransaction(db, async (trx) => {
        if (!(await usePasswordReset(trx, { id: reset.id, userId: reset.user_id })))
          throw gone(messages.account.resetLinkUsed);
        await setPassword(trx, reset.user_id, passwordHash);
        await deleteSessionsOfUser(trx, reset.user_id);
      });
      return auth.sessionFor(reset.user_id, userAgent);
    },

    /** Waits for the mails still being written (server close, tests). */
    async settle(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

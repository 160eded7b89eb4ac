import type { AccountLanguage, AccountName, MyAccount, PasswordChange } from '@familytree/shared';
import { isLocale, messages, type Locale } from '@familytree/shared';
import { answerTextsIn } from '../../answers/answer-texts.js';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import { invalidInput, notFound, tooManyRequests, unauthenticated } from '../../infra/errors.js';
import { parseNewPassword } from '../../infra/password-policy.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import { withTransaction } from '../../infra/transactions.js';
import { startLoginAttempt } from '../data/login-throttle.js';
import {
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
  liveSessionsOfUser,
} from '../data/sessions.repository.js';
import {
  findUserById,
  setPassword,
  setUserLanguage,
  setUserName,
} from '../data/users.repository.js';
import { deviceName } from './device-name.js';

/** "My account" (issue 17): every signed-in user runs their own name, password and sessions. */
export function createAccountService({ db }: AppContext) {
  // The account's own pages, on any host: no family, so no request scope (decision 0035).
  const requireViewer = (viewer: AuthUser | null): AuthUser => {
    if (!viewer) throw unauthenticated();
    return viewer;
  };

  return {
    /** The account and its sessions, their devices named in `locale`. */
    async show(viewer: AuthUser | null, locale: Locale): Promise<MyAccount> {
      const me = requireViewer(viewer);
      const user = await findUserById(db, me.userId);
      if (!user) throw unauthenticated();
      const [sessions, t] = await Promise.all([
        liveSessionsOfUser(db, me.userId),
        answerTextsIn(locale),
      ]);
      return {
        userId: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        language: isLocale(user.language) ? user.language : null,
        sessions: sessions.map((s) => ({
          sessionId: s.id,
          device: deviceName(s.user_agent, t),
          createdAt: s.created_at,
          lastUsedAt: s.last_used_at ?? s.created_at,
          current: s.token_hash === me.tokenHash,
        })),
      };
    },

    async saveLanguage(viewer: AuthUser | null, input: AccountLanguage): Promise<AccountLanguage> {
      const me = requireViewer(viewer);
      await setUserLanguage(db, me.userId, input.language);
      return input;
    },

    async saveName(viewer: AuthUser | null, name: AccountName): Promise<AccountName> {
      const me = requireViewer(viewer);
      await setUserName(db, me.userId, name);
      return name;
    },

    /**
     * The current password first, counted like a login attempt (a stolen session must not become
     * a free password-guessing oracle); then the new one under the one policy. Other sessions end,
     * as after a reset: whoever else held one no longer knows the password.
     */
    async changePassword(
      viewer: AuthUser | null,
      input: PasswordChange,
      ip: string,
    ): Promise<void> {
      const me = requireViewer(viewer);
      const user = await findUserById(db, me.userId);
      if (!user) throw unauthenticated();
      const attempt = await startLoginAttempt(db, 'family', user.email, ip);
      if (!attempt) throw tooManyRequests(messages.login.tooManyAttempts);
      if (!(await verifyPassword(input.currentPassword, user.password_hash)))
        throw invalidInput({ currentPassword: messages.account.currentPasswordWrong });
      await attempt.succeeded();
      const passwordHash = await hashPassword(parseNewPassword(input.password));
      await withTransaction(db, async (trx) => {
        await setPassword(trx, me.userId, passwordHash);
        await deleteOtherSessionsOfUser(trx, me.userId, me.tokenHash);
      });
    },

    async revokeSession(viewer: AuthUser | null, sessionId: number): Promise<void> {
      const me = requireViewer(viewer);
      if (!(await deleteSessionOfUser(db, me.userId, sessionId)))
        throw notFound(messages.account.sessionNotFound);
    },

    async revokeOtherSessions(viewer: AuthUser | null): Promise<void> {
      const me = requireViewer(viewer);
      await deleteOtherSessionsOfUser(db, me.userId, me.tokenHash);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

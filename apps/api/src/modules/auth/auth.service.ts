import type {
  AuthCheckResponse,
  FamilyListItem,
  FamilyRole,
  LoginRequest,
  LoginResponse,
} from '@familytree/shared';
import { isLocale, messages } from '@familytree/shared';
import { isoIn, nowIso, nowMs } from '../../infra/clock.js';
import type { AuthUser } from '../../infra/authentication.js';
import { withTransaction } from '../../infra/transactions.js';
import type { AppContext } from '../../infra/context.js';
import { forbidden, tooManyRequests, unauthenticated } from '../../infra/errors.js';
import { verifyPassword } from '../../infra/passwords.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { refuseBlockedUser } from './account-blocks.js';
import { startLoginAttempt } from '../data/login-throttle.js';
import {
  consumeHandoffCode,
  deleteSession,
  findLiveSession,
  insertHandoffCode,
  insertSession,
  touchSession,
} from '../data/sessions.repository.js';
import {
  activeFamiliesOfUser,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type UserFamily,
} from '../data/users.repository.js';
import { serverText } from '../../infra/user-text.js';

const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
const handoffLifetimeMs = 60 * 1000;
/** "Last used" is rewritten at most this often: not a write on every request. */
const lastUsedPrecisionMs = 5 * 60 * 1000;
/** A User-Agent is only shown as a device name: longer ones are cut. */
const userAgentMax = 512;

/** Each family of the list with the user's roles in it (one role per family today). */
function familyList(families: UserFamily[]): FamilyListItem[] {
  return families.map((f) => ({
    id: f.familyId,
    name: f.name,
    domainName: f.domainName,
    roles: [f.role as FamilyRole],
    memberPersonId: f.role === 'MEMBER' ? f.personId : null,
  }));
}

export function createAuthService({ db, config }: AppContext) {
  async function startSession(userId: number, userAgent?: string): Promise<string> {
    const token = newToken();
    await insertSession(
      db,
      userId,
      hashToken(token, config.appSecret),
      isoIn(sessionLifetimeMs),
      userAgent?.slice(0, userAgentMax) ?? null,
    );
    return token;
  }

  async function loginResponse(
    userId: number,
    firstName: string,
    lastName: string,
    token: string,
  ): Promise<LoginResponse> {
    const list = familyList(await activeFamiliesOfUser(db, userId));
    const language = (await findUserById(db, userId))?.language;
    return {
      roles: list[0]?.roles ?? [],
      familyList: list,
      userId,
      firstName,
      lastName,
      token,
      language: isLocale(language) ? language : null,
    };
  }

  return {
    /** The family login; with `platformAdmin` the /admin login, which lets in platform admins only. */
    async login(
      { email, password }: LoginRequest,
      ip: string,
      options: { platformAdmin?: boolean; userAgent?: string | undefined } = {},
    ): Promise<LoginResponse> {
      const normalized = normalizeEmail(email);
      const scope = options.platformAdmin ? 'platform' : 'family';
      const attempt = await startLoginAttempt(db, scope, normalized, ip);
      if (!attempt) throw tooManyRequests(messages.login.tooManyAttempts);
      const user = await findUserByEmail(db, normalized);
      const valid = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !valid) throw unauthenticated(messages.login.wrongCredentials);
      if (options.platformAdmin && !user.is_platform_admin)
        throw unauthenticated(messages.login.wrongCredentials);
      await attempt.succeeded();
      // The platform admin signs in only through /admin (design.md, "Permissions").
      if (user.is_platform_admin && !options.platformAdmin) throw forbidden(messages.login.failed);
      await refuseBlockedUser(db, user.id);
      const token = await startSession(user.id, options.userAgent);
      return loginResponse(user.id, user.first_name, user.last_name, token);
    },

    /**
     * A new session for a user who proved who they are another way (a password-reset link): the
     * same refusals as the family login.
     */
    async sessionFor(userId: number, userAgent: string | undefined): Promise<LoginResponse> {
      const user = await findUserById(db, userId);
      if (!user) throw unauthenticated();
      if (user.is_platform_admin) throw forbidden(messages.login.failed);
      await refuseBlockedUser(db, user.id);
      const token = await startSession(user.id, userAgent);
      return loginResponse(user.id, user.first_name, user.last_name, token);
    },

    async authenticate(token: string): Promise<AuthUser | null> {
      const tokenHash = hashToken(token, config.appSecret);
      const session = await findLiveSession(db, tokenHash);
      if (session === undefined) return null;
      if (!session.last_used_at || Date.parse(session.last_used_at) < nowMs() - lastUsedPrecisionMs)
        await touchSession(db, session.id, nowIso());
      const user = await findUserById(db, session.user_id);
      if (!user) return null;
      return {
        userId: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        isPlatformAdmin: user.is_platform_admin === 1,
        tokenHash,
      };
    },

    async check(user: AuthUser, subdomain: string | undefined): Promise<AuthCheckResponse> {
      const list = familyList(await activeFamiliesOfUser(db, user.userId));
      const family = list.find((f) => f.domainName === subdomain) ?? list[0];
      return {
        status: 200,
        domainName: family?.domainName ?? null,
        roles: family?.roles ?? [],
        firstName: user.firstName,
        lastName: user.lastName,
        userId: user.userId,
        familyList: list,
      };
    },

    async logout(user: AuthUser): Promise<void> {
      await deleteSession(db, user.tokenHash);
    },

    /**
     * Moves the caller's session to a one-time code: the main site's token is revoked and the
     * sub-domain gets a fresh one when it exchanges the code.
     */
    async createHandoff(user: AuthUser): Promise<{ code: string }> {
      const code = newToken();
      await withTransaction(db, async (trx) => {
        await insertHandoffCode(
          trx,
          user.userId,
          hashToken(code, config.appSecret),
          isoIn(handoffLifetimeMs),
        );
        await deleteSession(trx, user.tokenHash);
      });
      return { code };
    },

    async exchangeHandoff(code: string, userAgent?: string): Promise<LoginResponse> {
      const userId = await consumeHandoffCode(db, hashToken(code, config.appSecret));
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (!user) throw unauthenticated(serverText('auth.signInLinkExpired'));
      await refuseBlockedUser(db, user.id);
      const token = await startSession(user.id, userAgent);
      return loginResponse(user.id, user.first_name, user.last_name, token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import {
  pathOf,
  privateCalendarFeedContract,
  privateCalendarMessages,
  type PrivateCalendarLink,
  type PrivateCalendarStatus,
  type Locale,
} from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import { forbidden, notFound, unauthenticated } from '../../infra/errors.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { isActiveMember, privacyPolicyOfUser } from '../access/privacy.js';
import { activeRole } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { deleteFeed, feedByHash, feedOfMember, replaceFeed } from './calendar-feeds.repository.js';
import { calendarText } from './events.service.js';

/** An active member of the family, checked before a write's request is read (issue 28 item 7). */
export interface CalendarMember {
  user: AuthUser;
  familyId: number;
}

/**
 * A member's private calendar feed (decision 0019): a phone calendar sends no login, so the public
 * feed gives it the visitor's view, and none at all on a members-only site. A secret link made by
 * a member carries that member's view instead. Only the token's keyed hash is kept (like sessions);
 * the link is shown once, a new one replaces the old, and revoking it or losing the membership
 * ends it.
 */
export function createPrivateCalendarService({ db, config }: AppContext) {
  const member = async (scope: RequestScope): Promise<CalendarMember> => {
    if (!scope.viewer) throw unauthenticated();
    if (!(await isActiveMember(scope))) throw forbidden(privateCalendarMessages.membersOnly);
    return { user: scope.viewer, familyId: scope.familyId };
  };
  const hash = (token: string) => hashToken(`calendar:${token}`, config.appSecret);

  return {
    /** The viewer as an active member; 401 for a visitor, 403 for anyone else. */
    member,

    async status(scope: RequestScope): Promise<PrivateCalendarStatus> {
      const { user, familyId } = await member(scope);
      const feed = await feedOfMember(db, familyId, user.userId);
      return { active: feed !== undefined, createdAt: feed?.created_at ?? null };
    },

    async create({ user, familyId }: CalendarMember): Promise<PrivateCalendarLink> {
      const token = newToken();
      const now = nowIso();
      await replaceFeed(db, familyId, user.userId, hash(token), now);
      return { path: pathOf(privateCalendarFeedContract, { familyId, token }), createdAt: now };
    },

    async revoke({ user, familyId }: CalendarMember): Promise<void> {
      await deleteFeed(db, familyId, user.userId);
    },

    /**
     * The feed as the link's member sees it, in the language the calendar app asks for; 404 for a
     * revoked link or a former member.
     */
    async feed(familyId: number, token: string, host: string, locale: Locale): Promise<string> {
      const feed = await feedByHash(db, familyId, hash(token));
      // The link's owner is not the caller (a phone sends no login): their role is read here.
      if (!feed || !(await activeRole(db, feed.user_id, familyId)))
        throw notFound(privateCalendarMessages.noSuchFeed);
      // The member's own view: a MEMBER sees no living person in full but their own.
      const policy = await privacyPolicyOfUser(db, feed.user_id, familyId);
      return calendarText(db, policy, host, locale);
    },
  };
}

export type PrivateCalendarService = ReturnType<typeof createPrivateCalendarService>;

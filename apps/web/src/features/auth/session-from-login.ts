import type { FamilyListItem, LoginResponse } from '@familytree/shared';
import { chooseLocale } from '../../lib/i18n';
import { writeSession, type Session } from '../../lib/session-store';

/** The stored session for one family of a login response (spec part 4, "Login"). */
export function sessionFromLogin(
  response: LoginResponse,
  family: FamilyListItem | undefined,
): Session {
  return {
    familyId: family?.id ?? null,
    familyName: family?.name ?? null,
    userId: response.userId,
    userRole: family?.roles[0] ?? null,
    userFamilyList: response.familyList,
    selectedFamily: family?.id ?? null,
    menus: [],
    domainName: family?.domainName ?? null,
    userName: `${response.firstName} ${response.lastName}`.trim(),
    token: response.token,
    isLoggedIn: true,
    coverPhoto: null,
    showHeader: true,
    showCoverPhoto: true,
  };
}

/** The language chosen in the account follows its user to every browser they log in on (issue 31). */
export function followAccountLanguage(response: Pick<LoginResponse, 'language'>): void {
  if (response.language) void chooseLocale(response.language);
}

/** Stores the session of a login, in the account's language. */
export function writeLoginSession(
  response: LoginResponse,
  family: FamilyListItem | undefined,
): void {
  writeSession(sessionFromLogin(response, family));
  followAccountLanguage(response);
}

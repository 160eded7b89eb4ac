import type { FamilyListItem, LoginResponse } from '@familytree/shared';
import type { Session } from '../../lib/session-store';

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

import type { FamilyListItem, LoginRequest, LoginResponse } from '@familytree/shared';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { familySiteUrl, mainSiteUrl } from '../../lib/hosts';
import { fetchMyInvitations } from '../invitations';
import { useHostContext } from '../../lib/host-context';
import { useT } from '../../lib/i18n';
import { createHandoff, login, logout } from './auth.api';
import { authMessages } from './messages';
import { followAccountLanguage, writeLoginSession } from './session-from-login';
import { clearSession, readSession } from '../../lib/session-store';

/** Sends the browser to a family's sub-domain carrying the login as a one-time code (design.md). */
async function goToFamily(
  family: FamilyListItem,
  token: string,
  baseDomain: string,
): Promise<void> {
  const { code } = await createHandoff(token);
  window.location.assign(
    `${familySiteUrl(family.domainName, baseDomain, '/home')}#handoff=${encodeURIComponent(code)}`,
  );
}

export function useAuthActions() {
  const { baseDomain, subdomain } = useHostContext();
  const t = useT(authMessages);

  /** Where a fresh login goes: this family, the first family, or the invitations on the main site. */
  const proceed = useCallback(
    async (response: LoginResponse): Promise<void> => {
      const here = response.familyList.find((f) => f.domainName === subdomain);
      if (here) {
        writeLoginSession(response, here);
        return;
      }
      const first = response.familyList[0];
      if (!first) {
        // Invited but not a member yet: stay logged in on the main site to answer.
        const invitations = await fetchMyInvitations(response.token).catch(() => []);
        if (invitations.length > 0) {
          writeLoginSession(response, undefined);
          return;
        }
        await logout(response.token).catch(() => undefined);
        throw new ApiError(403, t('noFamilyYet'), 'NO_FAMILY');
      }
      // Stored on this site too: the login page speaks it the next time.
      followAccountLanguage(response);
      await goToFamily(first, response.token, baseDomain);
    },
    [baseDomain, subdomain, t],
  );

  const signIn = useCallback(
    // Refusals carry the server's message: 'Login failed' for a platform admin (spec part 8),
    // or that the account has been blocked.
    async (credentials: LoginRequest): Promise<void> => proceed(await login(credentials)),
    [proceed],
  );

  const switchFamily = useCallback(
    async (family: FamilyListItem): Promise<void> => {
      const session = readSession();
      if (!session) return;
      clearSession();
      await goToFamily(family, session.token, baseDomain);
    },
    [baseDomain],
  );

  const signOut = useCallback(async (): Promise<void> => {
    await logout().catch(() => undefined);
    clearSession();
    window.location.assign(subdomain ? mainSiteUrl(baseDomain, '/logout') : '/logout');
  }, [baseDomain, subdomain]);

  return { signIn, proceed, switchFamily, signOut };
}

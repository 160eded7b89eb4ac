import type { FamilyListItem, LoginRequest, LoginResponse } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { familySiteUrl, mainSiteUrl } from '../../lib/hosts';
import { useSiteContext } from '../site/site-context';
import { createHandoff, login, logout } from './auth.api';
import { sessionFromLogin } from './session-from-login';
import { clearSession, readSession, writeSession } from './session-store';

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
  const { baseDomain, subdomain } = useSiteContext();

  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<void> => {
      let response: LoginResponse;
      try {
        response = await login(credentials);
      } catch (error) {
        // A platform admin is refused with 403; the spec shows 'Login failed' for it.
        if (error instanceof ApiError && error.status === 403)
          throw new ApiError(403, messages.login.failed, error.code);
        throw error;
      }
      const here = response.familyList.find((f) => f.domainName === subdomain);
      if (here) {
        writeSession(sessionFromLogin(response, here));
        return;
      }
      const first = response.familyList[0];
      if (!first) {
        await logout().catch(() => undefined);
        throw new ApiError(403, 'Your account is not a member of any family yet.', 'NO_FAMILY');
      }
      await goToFamily(first, response.token, baseDomain);
    },
    [baseDomain, subdomain],
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

  return { signIn, switchFamily, signOut };
}

import { familySubdomain, limits } from '@familytree/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FullPageLoading } from '../../components/FullPageLoading';
import { checkSession, exchangeHandoff, writeLoginSession } from '../auth';
import { clearSession, readSession, updateSession } from '../../lib/session-store';
import { HostContext } from '../../lib/host-context';
import { familyQueryKey, useSiteConfigQuery } from './family.api';
import { SiteUnreachable } from './FamilyNotices';

function takeHandoffCode(): string | null {
  const match = /(?:^#|&)handoff=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return null;
  // Drop the code from the address bar and history at once: it is single-use anyway.
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
  return decodeURIComponent(match[1]);
}

/**
 * Knows the base domain and the family sub-domain, receives a login handed over from the main
 * site, and re-checks a stored session against the server once per page load.
 */
export function HostProvider({ children }: { children: ReactNode }) {
  const config = useSiteConfigQuery();
  const queryClient = useQueryClient();
  const [handoffState, setHandoffState] = useState<'idle' | 'busy'>(() =>
    /handoff=/.test(window.location.hash) ? 'busy' : 'idle',
  );
  // Deferred, the app below (router, shell, page) mounts in short tasks when the configuration
  // arrives: a query's update would render it all at once, in one long task on a phone (issue 18).
  const baseDomain = useDeferredValue(config.data?.baseDomain);
  const subdomain = baseDomain ? familySubdomain(window.location.hostname, baseDomain) : null;

  useEffect(() => {
    if (!baseDomain) return;
    const code = takeHandoffCode();
    if (code) {
      exchangeHandoff(code)
        .then((response) => {
          const family = response.familyList.find((f) => f.domainName === subdomain);
          // The account's language comes along: this origin's browser storage knows none yet.
          writeLoginSession(response, family);
          // After switching family the menus refresh after a short delay (spec part 4).
          window.setTimeout(() => {
            void queryClient.invalidateQueries({ queryKey: familyQueryKey(subdomain ?? '') });
          }, limits.menuRefreshDelayMs);
        })
        .catch(() => clearSession())
        .finally(() => setHandoffState('idle'));
      return;
    }
    if (readSession()) {
      checkSession(subdomain)
        .then((check) => {
          const family = check.familyList.find((f) => f.domainName === subdomain);
          updateSession({
            userRole: family?.roles[0] ?? null,
            userFamilyList: check.familyList,
            userName: `${check.firstName} ${check.lastName}`.trim(),
          });
        })
        .catch((error: { status?: number }) => {
          if (error.status === 401) clearSession();
        });
    }
  }, [baseDomain, subdomain, queryClient]);

  const value = useMemo(
    () => (baseDomain ? { baseDomain, subdomain } : null),
    [baseDomain, subdomain],
  );
  if (config.isError) return <SiteUnreachable onRetry={() => void config.refetch()} />;
  if (!value || handoffState === 'busy') return <FullPageLoading />;
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

import { useEffect, type ReactNode } from 'react';
import { FullPageLoading } from '../../components/FullPageLoading';
import { mainSiteUrl } from '../../lib/hosts';
import { useHostContext } from '../../lib/host-context';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session-store';
import { authMessages } from './messages';

/** Routes that need login send a visitor without a stored token to the main site (spec part 2). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const t = useT(authMessages);
  const session = useSession();
  const { baseDomain } = useHostContext();
  useEffect(() => {
    if (!session) window.location.assign(mainSiteUrl(baseDomain, '/'));
  }, [session, baseDomain]);
  return session ? children : <FullPageLoading label={t('redirectingToLogin')} />;
}

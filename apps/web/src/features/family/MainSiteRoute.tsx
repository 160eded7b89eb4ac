import { useEffect, type ReactNode } from 'react';
import { Navigate } from '../../lib/router';
import { FullPageLoading } from '../../components/FullPageLoading';
import { mainSiteUrl } from '../../lib/hosts';
import { useHostContext } from '../../lib/host-context';

/**
 * /, /index.html and /logout: the login page on the main site. On a family sub-domain / and
 * /index.html open /home, and /logout goes to the main site's.
 */
export function MainSiteRoute({
  children,
  onFamilySite,
}: {
  children: ReactNode;
  onFamilySite: 'home' | 'main-logout';
}) {
  const { subdomain, baseDomain } = useHostContext();
  const leaveForMainSite = subdomain !== null && onFamilySite === 'main-logout';
  useEffect(() => {
    if (leaveForMainSite) window.location.assign(mainSiteUrl(baseDomain, '/logout'));
  }, [leaveForMainSite, baseDomain]);
  if (subdomain === null) return children;
  if (leaveForMainSite) return <FullPageLoading />;
  return <Navigate to="/home" replace />;
}

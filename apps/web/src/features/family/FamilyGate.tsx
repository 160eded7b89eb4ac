import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Navigate } from '../../lib/router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useHostContext } from '../../lib/host-context';
import { FamilyContext } from './family-context';
import { FamilyLoadFailed, FamilyLoading } from './FamilyNotices';
import { useFamilyQuery } from './family.api';

/**
 * Family pages live on a family's sub-domain. On the main site they lead to the login page; an
 * unknown sub-domain shows the 404 page (spec part 4, "Family lookup"). Once the family is known,
 * its children (the app's shell and pages) read it with useFamily.
 */
export function FamilyGate({ children }: { children: ReactNode }) {
  const { subdomain } = useHostContext();
  const family = useFamilyQuery(subdomain);
  const { refetch } = family;
  // The shell and page draw once the family arrives: deferred, React draws them in short tasks
  // instead of one long one (a query's update would otherwise render all at once; issue 18).
  const data = useDeferredValue(family.data);
  const value = useMemo(
    () => (data ? { family: data, reloadFamily: () => void refetch() } : null),
    [data, refetch],
  );
  if (subdomain === null) return <Navigate to="/" replace />;
  if (family.isPending || (family.isSuccess && !value)) {
    return <FamilyLoading />;
  }
  if (family.isError) {
    if ((family.error as { status?: number }).status === 404) return <NotFoundPage />;
    return <FamilyLoadFailed onRetry={() => void family.refetch()} />;
  }
  return <FamilyContext.Provider value={value}>{children}</FamilyContext.Provider>;
}

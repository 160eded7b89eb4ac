import { Navigate } from 'react-router';
import { AppShell } from '../../app/layout/AppShell';
import { FullPageError } from '../../components/FullPageError';
import { FullPageLoading } from '../../components/FullPageLoading';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useSiteContext } from './site-context';
import { useFamilyQuery } from './site.api';

/**
 * Family pages live on a family's sub-domain. On the main site they lead to the login page; an
 * unknown sub-domain shows the 404 page (spec part 4, "Family lookup").
 */
export function FamilyGate({ hideHeader = false }: { hideHeader?: boolean }) {
  const { subdomain } = useSiteContext();
  const family = useFamilyQuery(subdomain);
  if (subdomain === null) return <Navigate to="/" replace />;
  if (family.isPending) return <FullPageLoading label="Loading family" />;
  if (family.isError) {
    if ((family.error as { status?: number }).status === 404) return <NotFoundPage />;
    return (
      <FullPageError
        message="The family could not be loaded."
        onRetry={() => void family.refetch()}
      />
    );
  }
  return (
    <AppShell
      family={family.data}
      onReloadFamily={() => void family.refetch()}
      hideHeader={hideHeader}
    />
  );
}

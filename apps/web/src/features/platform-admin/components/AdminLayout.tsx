import { Box, Container } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { BrandBar } from '../../../components/BrandBar';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { mainSiteUrl } from '../../../lib/hosts';
import { useHostContext } from '../../../lib/host-context';

/** The platform admin's pages live on the main site only, under the product's own bar. */
export function AdminLayout({
  children,
  maxWidth,
}: {
  children: ReactNode;
  maxWidth: 'xs' | 'lg';
}) {
  const { subdomain, baseDomain } = useHostContext();
  const onFamilySite = subdomain !== null;
  useEffect(() => {
    if (onFamilySite) {
      const path = window.location.pathname + window.location.search;
      window.location.replace(mainSiteUrl(baseDomain, path));
    }
  }, [onFamilySite, baseDomain]);
  if (onFamilySite) return <FullPageLoading />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <BrandBar />
      <Container component="main" maxWidth={maxWidth} sx={{ flex: 1, py: 4 }}>
        {children}
      </Container>
    </Box>
  );
}

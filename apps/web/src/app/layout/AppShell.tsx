import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useOutletContext } from 'react-router';
import type { FamilyResponse } from '@familytree/shared';
import { useSession } from '../../features/auth/session-store';
import { CoverBanner } from './CoverBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavDrawer } from './NavDrawer';

export interface ShellContext {
  family: FamilyResponse;
}

export const useFamily = () => useOutletContext<ShellContext>().family;

/** Header, cover, page and footer of a family site (spec part 2, "Header, navigation, footer"). */
export function AppShell({
  family,
  onReloadFamily,
  hideHeader = false,
}: {
  family: FamilyResponse;
  onReloadFamily: () => void;
  hideHeader?: boolean;
}) {
  const { pathname } = useLocation();
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const onMemberPage = pathname.includes('/members/');

  useEffect(() => {
    if (onMemberPage) window.scrollTo({ top: 0 });
  }, [onMemberPage, pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {!hideHeader && (
        <Header
          family={family}
          onReloadFamily={onReloadFamily}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
      )}
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} familyName={family.name} />
      {!hideHeader && !onMemberPage && (
        <CoverBanner familyName={family.name} coverPhoto={session?.coverPhoto ?? null} />
      )}
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet context={{ family } satisfies ShellContext} />
      </Box>
      <Footer familyName={family.name} />
    </Box>
  );
}

import { Box } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { adoptLocale } from '../../lib/i18n';
import { useSession } from '../../lib/session-store';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useFamily, useReloadFamily } from '../../features/family';
import { CoverBanner } from '../../components/CoverBanner';
import { FullPageLoading } from '../../components/FullPageLoading';
import { MembersOnlyGate } from '../../features/settings';
import { Footer } from './Footer';
import { Header } from './Header';

// The phone's navigation drawer loads when first opened (issue 18).
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

/** Header, cover, page and footer of a family site (spec part 2, "Header, navigation, footer"). */
export function AppShell({ hideHeader = false }: { hideHeader?: boolean }) {
  const family = useFamily();
  const onReloadFamily = useReloadFamily();
  const { pathname } = useLocation();
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const onMemberPage = pathname.includes('/members/');

  useEffect(() => {
    if (onMemberPage) window.scrollTo({ top: 0 });
  }, [onMemberPage, pathname]);

  // The family's own language is the site's default for a visitor who chose none (issue 31).
  useEffect(() => adoptLocale(family.language), [family.language]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {!hideHeader && (
        <Header
          family={family}
          onReloadFamily={onReloadFamily}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
      )}
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            familyName={family.name}
            menus={family.menus}
          />
        </Suspense>
      )}
      {!hideHeader && !onMemberPage && (
        <CoverBanner familyName={family.name} coverPhoto={session?.coverPhoto ?? null} />
      )}
      <Box component="main" sx={{ flex: 1 }}>
        {/* The pages load their code on first use (router.tsx). */}
        <MembersOnlyGate>
          <Suspense fallback={<FullPageLoading fillScreen />}>
            <Outlet />
          </Suspense>
        </MembersOnlyGate>
      </Box>
      <Footer familyName={family.name} />
    </Box>
  );
}

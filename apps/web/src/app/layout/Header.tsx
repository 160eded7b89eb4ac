import type { FamilyResponse } from '@familytree/shared';
import MenuIcon from '@mui/icons-material/Menu';
import ParkIcon from '@mui/icons-material/Park';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import { lazy, Suspense } from 'react';
import { NavLink } from '../../lib/router';
import { HeaderSignIn } from '../../features/auth';
import { useSession } from '../../lib/session-store';
import { FamilySwitcher } from './FamilySwitcher';
import { desktopNavItems } from './navigation';
import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

// A visitor's first load carries the Login button only (issue 18).
const SignedInActions = lazy(() =>
  import('./SignedInActions').then((m) => ({ default: m.SignedInActions })),
);

interface HeaderProps {
  family: FamilyResponse;
  onReloadFamily: () => void;
  onOpenDrawer: () => void;
}

export function Header({ family, onReloadFamily, onOpenDrawer }: HeaderProps) {
  const session = useSession();
  const t = useT(layoutMessages);

  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, md: 0.5 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('openNavigation')}
          onClick={onOpenDrawer}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <IconButton color="inherit" aria-label={t('reloadFamily')} onClick={onReloadFamily}>
          <ParkIcon />
        </IconButton>
        <FamilySwitcher session={session} familyName={family.name} />
        <Box sx={{ flex: 1 }} />
        {session ? (
          <Suspense fallback={null}>
            <SignedInActions session={session} />
          </Suspense>
        ) : (
          <HeaderSignIn />
        )}
      </Toolbar>
      <Box
        component="nav"
        aria-label={t('mainNavigation')}
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, px: 2, pb: 1, flexWrap: 'wrap' }}
      >
        {desktopNavItems(family.menus, t).map((item) => (
          <Button
            key={item.to}
            component={NavLink}
            to={item.to}
            color="inherit"
            size="small"
            sx={{ opacity: 0.9, '&.active': { bgcolor: 'rgba(255,255,255,0.16)', opacity: 1 } }}
          >
            {item.label}
          </Button>
        ))}
      </Box>
    </AppBar>
  );
}

import type { FamilyResponse } from '@familytree/shared';
import MenuIcon from '@mui/icons-material/Menu';
import ParkIcon from '@mui/icons-material/Park';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { NavLink } from 'react-router';
import { AccountMenu } from '../../features/account';
import { HeaderSignIn, useAuthActions } from '../../features/auth';
import { useSession } from '../../lib/session-store';
import { HeaderInvitations } from '../../features/invitations';
import { AdminMenu } from './AdminMenu';
import { FamilySwitcher } from './FamilySwitcher';
import { desktopNavItems } from './navigation';

interface HeaderProps {
  family: FamilyResponse;
  onReloadFamily: () => void;
  onOpenDrawer: () => void;
}

export function Header({ family, onReloadFamily, onOpenDrawer }: HeaderProps) {
  const session = useSession();
  const { signOut } = useAuthActions();
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';

  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, md: 0.5 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open navigation"
          onClick={onOpenDrawer}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <IconButton color="inherit" aria-label="Reload family" onClick={onReloadFamily}>
          <ParkIcon />
        </IconButton>
        <FamilySwitcher session={session} familyName={family.name} />
        <Box sx={{ flex: 1 }} />
        {session && <HeaderInvitations />}
        {session && (
          <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, mr: 1 }}>
            Welcome {session.userName}
          </Typography>
        )}
        {isFamilyAdmin && <AdminMenu />}
        {session && <AccountMenu />}
        {session ? (
          <Button color="inherit" variant="outlined" onClick={() => void signOut()}>
            Logout
          </Button>
        ) : (
          <HeaderSignIn />
        )}
      </Toolbar>
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, px: 2, pb: 1, flexWrap: 'wrap' }}
      >
        {desktopNavItems(family.menus).map((item) => (
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

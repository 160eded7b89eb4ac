import { Button, Typography } from '@mui/material';
import { AccountMenu } from '../../features/account';
import { useAuthActions } from '../../features/auth';
import { HeaderInvitations } from '../../features/invitations';
import type { Session } from '../../lib/session-store';
import { AdminMenu } from './AdminMenu';
import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/**
 * The header's right side for a logged-in user: invitations, welcome, the admin and account menus
 * and Logout. Loaded only when someone is logged in (Header.tsx; issue 18).
 */
export function SignedInActions({ session }: { session: Session }) {
  const { signOut } = useAuthActions();
  const t = useT(layoutMessages);
  return (
    <>
      <HeaderInvitations />
      <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, mr: 1 }}>
        {t('welcome', { name: session.userName })}
      </Typography>
      {session.userRole === 'FAMILY_ADMIN' && <AdminMenu />}
      <AccountMenu />
      <Button color="inherit" variant="outlined" onClick={() => void signOut()}>
        {t('logout')}
      </Button>
    </>
  );
}

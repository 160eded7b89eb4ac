import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { memberPersonIdOf, useSession } from '../../../lib/session-store';
import { accountMessages } from '../messages';

/** The header's menu of the logged-in user: their own profile (members) and "My account". */
export function AccountMenu() {
  const session = useSession();
  const t = useT(accountMessages);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!session) return null;
  const personId = memberPersonIdOf(session);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('accountTooltip')}>
        <IconButton
          color="inherit"
          aria-label={t('accountMenu')}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {personId !== null && (
          <MenuItem component={RouterLink} to={`/members/${personId}/profile`} onClick={close}>
            {t('myProfile')}
          </MenuItem>
        )}
        {session?.userRole === 'BRANCH_ADMIN' && (
          // A branch admin reads the changes of their branch (a family admin: Admin menu).
          <MenuItem component={RouterLink} to="/changes" onClick={close}>
            {t('branchChanges')}
          </MenuItem>
        )}
        {session?.userRole === 'BRANCH_ADMIN' && (
          // …and the duplicates of two persons of their branch.
          <MenuItem component={RouterLink} to="/duplicates" onClick={close}>
            {t('branchDuplicates')}
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to="/account" onClick={close}>
          {t('myAccount')}
        </MenuItem>
      </Menu>
    </>
  );
}

import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/**
 * Shown to a family admin only: Branch admins, Menus, Link requests, Import / Export, Find
 * duplicates, Recent changes, Settings.
 */
export function AdminMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const t = useT(layoutMessages);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AdminPanelSettingsIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'admin-menu' : undefined}
        aria-expanded={anchor !== null}
      >
        {t('admin')}
      </Button>
      <Menu
        id="admin-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem component={Link} to="/branchadmin" onClick={() => setAnchor(null)}>
          {t('branchAdmins')}
        </MenuItem>
        <MenuItem component={Link} to="/menuconfig" onClick={() => setAnchor(null)}>
          {t('menus')}
        </MenuItem>
        <MenuItem component={Link} to="/linkrequests" onClick={() => setAnchor(null)}>
          {t('linkRequests')}
        </MenuItem>
        <MenuItem component={Link} to="/gedcom" onClick={() => setAnchor(null)}>
          {t('importExport')}
        </MenuItem>
        <MenuItem component={Link} to="/duplicates" onClick={() => setAnchor(null)}>
          {t('findDuplicates')}
        </MenuItem>
        <MenuItem component={Link} to="/changes" onClick={() => setAnchor(null)}>
          {t('recentChanges')}
        </MenuItem>
        <MenuItem component={Link} to="/settings" onClick={() => setAnchor(null)}>
          {t('settings')}
        </MenuItem>
      </Menu>
    </>
  );
}

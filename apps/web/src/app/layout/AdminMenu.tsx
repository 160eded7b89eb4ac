import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';

/**
 * Shown to a family admin only: Branch admins, Menus, Link requests, Import / Export, Recent
 * changes, Settings.
 */
export function AdminMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        Admin
      </Button>
      <Menu
        id="admin-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem component={Link} to="/branchadmin" onClick={() => setAnchor(null)}>
          Branch admins
        </MenuItem>
        <MenuItem component={Link} to="/menuconfig" onClick={() => setAnchor(null)}>
          Menus
        </MenuItem>
        <MenuItem component={Link} to="/linkrequests" onClick={() => setAnchor(null)}>
          Link requests
        </MenuItem>
        <MenuItem component={Link} to="/gedcom" onClick={() => setAnchor(null)}>
          Import / Export
        </MenuItem>
        <MenuItem component={Link} to="/changes" onClick={() => setAnchor(null)}>
          Recent changes
        </MenuItem>
        <MenuItem component={Link} to="/settings" onClick={() => setAnchor(null)}>
          Settings
        </MenuItem>
      </Menu>
    </>
  );
}

import type { Menu } from '@familytree/shared';
import { Box, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { NavLink } from '../../lib/router';
import { drawerNavItems } from './navigation';
import { useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

export function NavDrawer({
  open,
  onClose,
  familyName,
  menus,
}: {
  open: boolean;
  onClose: () => void;
  familyName: string;
  menus: Menu[];
}) {
  const t = useT(layoutMessages);
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <Box component="nav" aria-label={t('mainNavigation')} onClick={onClose}>
        <Typography variant="h6" sx={{ px: 2, py: 2, fontWeight: 700 }}>
          {familyName}
        </Typography>
        <List>
          {drawerNavItems(menus, t).map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              sx={{ '&.active': { bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}

import type { Menu } from '@familytree/shared';
import { Box, Drawer, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { NavLink } from 'react-router';
import { drawerNavItems } from './navigation';

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
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <Box component="nav" aria-label="Main" onClick={onClose}>
        <Typography variant="h6" sx={{ px: 2, py: 2, fontWeight: 700 }}>
          {familyName}
        </Typography>
        <List>
          {drawerNavItems(menus).map((item) => (
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

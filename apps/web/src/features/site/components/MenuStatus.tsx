import type { Menu } from '@familytree/shared';
import { Chip, Stack } from '@mui/material';

/** Whether the header shows the menu, and whether visitors see its latest sections. */
export function MenuStatus({ menu }: { menu: Menu }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {menu.configurable && (
        <Chip
          size="small"
          variant="outlined"
          label={menu.enabled ? 'Shown in menu' : 'Hidden from menu'}
          color={menu.enabled ? 'primary' : 'default'}
        />
      )}
      <Chip
        size="small"
        label={menu.published ? 'Published' : 'Not published'}
        color={menu.published ? 'success' : 'warning'}
      />
    </Stack>
  );
}

import type { Menu } from '@familytree/shared';
import { Chip, Stack } from '@mui/material';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

/** Whether the header shows the menu, and whether visitors see its latest sections. */
export function MenuStatus({ menu }: { menu: Menu }) {
  const t = useT(siteMessages);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {menu.configurable && (
        <Chip
          size="small"
          variant="outlined"
          label={menu.enabled ? t('shownInMenu') : t('hiddenFromMenu')}
          color={menu.enabled ? 'primary' : 'default'}
        />
      )}
      <Chip
        size="small"
        label={menu.published ? t('published') : t('notPublished')}
        color={menu.published ? 'success' : 'warning'}
      />
    </Stack>
  );
}

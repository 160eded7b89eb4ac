import { isLocale, localeNames, locales } from '@familytree/shared';
import { Box } from '@mui/material';
import { chooseLocale, useLocale, useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/**
 * On every page (the footer): each language named in itself; the choice is remembered. A plain
 * labelled select: the phone's own picker, and no menu or input code in a page's first load.
 */
export function LanguageSwitcher() {
  const t = useT(layoutMessages);
  const locale = useLocale();
  return (
    <Box
      component="label"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, typography: 'body2' }}
    >
      {t('language')}
      <Box
        component="select"
        value={isLocale(locale) ? locale : 'en'}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1,
          py: 0.75,
          minHeight: 40,
        }}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </Box>
    </Box>
  );
}

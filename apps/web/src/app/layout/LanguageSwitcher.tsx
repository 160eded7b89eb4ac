import {
  isLocale,
  localeNames,
  locales,
  saveMyLanguageContract,
  type Locale,
} from '@familytree/shared';
import { Box } from '@mui/material';
import { apiRequest } from '../../lib/api-client';
import { chooseLocale, useLocale, useT } from '../../lib/i18n';
import { readSession } from '../../lib/session-store';
import { layoutMessages } from './messages';

/** The choice of a logged-in user is their account's too: it follows them to other browsers. */
async function choose(locale: Locale): Promise<void> {
  await chooseLocale(locale);
  if (readSession())
    await apiRequest(saveMyLanguageContract, { body: { language: locale } }).catch(() => {
      // The browser remembers it already; the account learns it at the next choice.
    });
}

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
          if (isLocale(event.target.value)) void choose(event.target.value);
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

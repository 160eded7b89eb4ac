import { isLocale, localeNames, locales } from '@familytree/shared';
import { MenuItem, TextField } from '@mui/material';
import { chooseLocale, useLocale, useT } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** On every page (the footer): each language named in itself; the choice is remembered. */
export function LanguageSwitcher() {
  const t = useT(layoutMessages);
  const locale = useLocale();
  return (
    <TextField
      select
      size="small"
      label={t('language')}
      value={isLocale(locale) ? locale : 'en'}
      onChange={(event) => {
        if (isLocale(event.target.value)) void chooseLocale(event.target.value);
      }}
      sx={{ minWidth: 160 }}
    >
      {locales.map((l) => (
        <MenuItem key={l} value={l} lang={l}>
          {localeNames[l]}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { useMemo } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { profilesMessages } from '../messages';
import type { DateTexts } from './dates';

/** The current language for the profile's date functions (logic/dates.ts). */
export function useDateTexts(): DateTexts {
  const locale = useLocale();
  const t = useT(profilesMessages);
  return useMemo(() => ({ locale, t }), [locale, t]);
}

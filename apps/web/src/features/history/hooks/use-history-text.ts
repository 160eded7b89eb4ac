import { stampText } from '@familytree/shared';
import { useCallback } from 'react';
import { useFormats, useLocale, useT } from '../../../lib/i18n';
import { historyTexts } from '../messages';

/** The history's messages in the current language. */
export const useHistoryT = () => useT(historyTexts);

/**
 * When a change was made: "2026-11-24 10:05 UTC" in English, as the server's messages write it;
 * the language's own date and time (UTC) in the others.
 */
export function useStampText(): (iso: string) => string {
  const locale = useLocale();
  const formats = useFormats();
  return useCallback(
    (iso: string) =>
      locale === 'en'
        ? stampText(iso)
        : `${formats.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })} UTC`,
    [locale, formats],
  );
}

import { intlLocale } from '@familytree/shared';
import { useCallback } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { newsTexts } from '../messages';

/** The news page's messages in the current language. */
export const useNewsT = () => useT(newsTexts);

/** A day of the feed ("24 November 2026"), in the language's words and the viewer's time zone. */
export function useNewsDate(): (iso: string) => string {
  const locale = useLocale();
  return useCallback(
    (iso: string) =>
      new Date(iso).toLocaleDateString(intlLocale(locale), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    [locale],
  );
}

import { intlLocale } from '@familytree/shared';
import { useCallback } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { eventsTexts } from './messages';

/** The events page's messages in the current language. */
export const useEventsT = () => useT(eventsTexts);

/** English keeps the day before the month ("Mon, 1 June 2099"), as the page always wrote it. */
const tagOf = (tag: string) => (tag === 'en' ? 'en-GB' : tag);

/** A calendar day (YYYY-MM-DD) as "Mon, 1 June 2099" in the current language. */
export function useDayText(): (date: string) => string {
  const locale = useLocale();
  return useCallback(
    (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString(tagOf(intlLocale(locale)), {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [locale],
  );
}

/** A moment's day ("1 June 2099", the viewer's time zone) in the current language. */
export function useDateText(): (iso: string) => string {
  const locale = useLocale();
  return useCallback(
    (iso: string) =>
      new Date(iso).toLocaleDateString(tagOf(intlLocale(locale)), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    [locale],
  );
}

/** Persons' links joined as the language joins a list ("Ann and Bo", "Ann und Bo"). */
export function useListParts(): (count: number) => Array<{ element: number } | { text: string }> {
  const locale = useLocale();
  return useCallback(
    (count: number) => {
      const format = new Intl.ListFormat(intlLocale(locale), {
        style: 'long',
        type: 'conjunction',
      });
      let next = 0;
      return format
        .formatToParts(Array.from({ length: count }, (_, i) => String(i)))
        .map((part) => (part.type === 'element' ? { element: next++ } : { text: part.value }));
    },
    [locale],
  );
}

import { intlLocale, type UiLocale } from '@familytree/shared';
import { useMemo } from 'react';
import { useLocale } from './locale-store';

/** Dates, numbers and lists in the language's conventions (Intl), one set of formatters per language. */
export function formatsFor(locale: UiLocale) {
  const tag = intlLocale(locale);
  const number = new Intl.NumberFormat(tag);
  const list = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
  return {
    number: (value: number) => number.format(value),
    list: (items: string[]) => list.format(items),
    date: (value: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options }).format(value),
  };
}

export function useFormats() {
  const locale = useLocale();
  return useMemo(() => formatsFor(locale), [locale]);
}

import { intlLocale, locales, pseudoLocales, type UiLocale } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import {
  formatNumericDate,
  isIsoDate,
  numericDateHint,
  numericDatePattern,
  parseNumericDate,
} from './numeric-date';

const every: UiLocale[] = [...locales, ...pseudoLocales];

// Christmas Eve 1950 as each language writes it (Arabic as Intl writes it here: its digits and
// right-to-left marks are Intl's, not ours).
const christmasEve: Record<UiLocale, string> = {
  en: '24/12/1950',
  de: '24.12.1950',
  fr: '24/12/1950',
  es: '24/12/1950',
  pt: '24/12/1950',
  nl: '24-12-1950',
  it: '24/12/1950',
  pl: '24.12.1950',
  hi: '24/12/1950',
  ml: '24/12/1950',
  'en-XA': '24/12/1950',
  'ar-XB': intlFormat('ar', 1950, 12, 24),
};

function intlFormat(tag: string, year: number, month: number, day: number): string {
  return new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const days = ['1950-12-24', '2000-02-29', '1999-01-05', '2024-11-30'];

describe('numeric dates in every language (issue 31)', () => {
  for (const locale of every)
    describe(locale, () => {
      it('writes a date in the language’s order', () => {
        expect(formatNumericDate('1950-12-24', locale)).toBe(christmasEve[locale]);
      });

      it('writes what Intl writes, except English, which keeps the spec’s DD/MM/YYYY', () => {
        const tag = intlLocale(locale);
        for (const iso of days) {
          const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
          const expected =
            tag === 'en'
              ? `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
              : intlFormat(tag, y, m, d);
          expect(formatNumericDate(iso, locale)).toBe(expected);
        }
      });

      it('reads back what it writes, and ISO dates', () => {
        for (const iso of [...days, '0950-06-01']) {
          expect(parseNumericDate(formatNumericDate(iso, locale), locale)).toBe(iso);
          expect(parseNumericDate(iso, locale)).toBe(iso);
        }
      });

      it('refuses impossible and incomplete dates', () => {
        for (const text of ['31/02/2000', '29.02.1900', '00/01/2000', '24/13/1950', '24/12/50'])
          expect(parseNumericDate(text, locale)).toBeNull();
        for (const text of ['', '24', '24/12', '24/12/', '1950-12', 'yesterday', '24/12/1950/1'])
          expect(parseNumericDate(text, locale)).toBeNull();
      });

      it('puts the language’s letters in its order for the hint', () => {
        const hint = numericDateHint(locale, { day: 'D', month: 'M', year: 'Y' });
        const { literals } = numericDatePattern(locale);
        expect(hint).toBe(`${literals[0]}D${literals[1]}M${literals[2]}Y${literals[3]}`);
      });
    });

  it('keeps the day first in every language the product speaks', () => {
    for (const locale of every)
      expect(numericDatePattern(locale).order).toEqual(['day', 'month', 'year']);
  });

  it('accepts any of / . - and spaces between the parts, one or two digits', () => {
    for (const text of ['24/12/1950', '24.12.1950', '24-12-1950', '24 12 1950', ' 24 / 12 . 1950 '])
      expect(parseNumericDate(text, 'de')).toBe('1950-12-24');
    expect(parseNumericDate('5.3.1990', 'de')).toBe('1990-03-05');
    expect(parseNumericDate('24.12.1950.', 'de')).toBe('1950-12-24');
    expect(parseNumericDate('24121950', 'de')).toBe('1950-12-24');
  });

  it('reads English day first, never as the US month first', () => {
    expect(parseNumericDate('05/01/1990', 'en')).toBe('1990-01-05');
    expect(parseNumericDate('12/24/1950', 'en')).toBeNull();
  });

  it('reads the digits of Devanagari, Malayalam and Arabic keyboards', () => {
    expect(parseNumericDate('२४/१२/१९५०', 'hi')).toBe('1950-12-24');
    expect(parseNumericDate('൨൪/൧൨/൧൯൫൦', 'ml')).toBe('1950-12-24');
    expect(parseNumericDate('٢٤\u200f/١٢\u200f/١٩٥٠', 'ar-XB')).toBe('1950-12-24');
  });

  it('writes nothing for what is not a full ISO date', () => {
    expect(formatNumericDate('', 'de')).toBe('');
    expect(formatNumericDate('1950', 'de')).toBe('');
    expect(formatNumericDate('24.12.1950', 'de')).toBe('');
    expect(isIsoDate('1950-12-24')).toBe(true);
    expect(isIsoDate('24.12.1950')).toBe(false);
  });
});

import {
  gedcomDateText,
  simpleDateText,
  type GedcomDate,
  type SimpleDate,
} from '../gedcom-dates.js';
import { gedcomDateMessages } from './gedcom-dates/index.js';
import { intlLocale, translator, type Translate, type UiLocale } from './translate.js';
import type { Translation } from './namespace.js';

type DateT = Translate<typeof gedcomDateMessages.en>;

/**
 * A Gregorian day, month or year in the language's own order and month names (Intl). Other
 * calendars and Old Style dual years keep their GEDCOM reading: Intl has no Julian calendar, and
 * a Hebrew or French Republican month is a name of its own.
 */
function simpleIn(d: SimpleDate, tag: string, t: DateT): string {
  if (d.calendar !== 'GREGORIAN' || d.dual) return simpleDateText(d);
  const at = new Date(Date.UTC(2000, (d.month ?? 1) - 1, d.day ?? 1));
  at.setUTCFullYear(d.year);
  const text = formatOf(tag, d.month !== null, d.month !== null && d.day !== null).format(at);
  return d.bc ? t('bc', { date: text }) : text;
}

/**
 * The formats of a language's years, months and days, made once: building an Intl.DateTimeFormat
 * costs some 50 µs, and an import or export in the language writes a date for most events.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(tag: string, month: boolean, day: boolean): Intl.DateTimeFormat {
  const key = `${tag} ${month ? 'm' : ''}${day ? 'd' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: 'UTC',
      year: 'numeric',
      ...(month && { month: 'long' }),
      ...(day && { day: 'numeric' }),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A parsed GEDCOM date as a reader of the language expects it: "um 1850", "entre 1840 et 1845",
 * "12. März 1850". English is `gedcomDateText`, as the product has always written it.
 */
export function gedcomDateIn(
  date: GedcomDate,
  locale: UiLocale,
  messages: Translation<typeof gedcomDateMessages.en>,
): string {
  if (locale === 'en') return gedcomDateText(date);
  const t = translator(messages, locale, gedcomDateMessages.en);
  const tag = intlLocale(locale);
  const show = (d: SimpleDate | null) => (d ? simpleIn(d, tag, t) : '');
  const { kind } = date;
  switch (kind) {
    case 'exact':
    case 'interpreted':
      return show(date.start);
    case 'phrase':
      return date.phrase.replace(/^\(|\)$/g, '');
    case 'between':
    case 'fromTo':
      return t(kind, { start: show(date.start), end: show(date.end) });
    case 'from':
      return t('from', { start: show(date.start) });
    case 'to':
      return t('to', { end: show(date.end) });
    default:
      return t(kind, { date: show(date.start) });
  }
}

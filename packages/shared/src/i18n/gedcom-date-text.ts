import {
  frenchMonths,
  gedcomDateText,
  hebrewMonths,
  type GedcomDate,
  type SimpleDate,
} from '../gedcom-dates.js';
import { gedcomDateMessages } from './gedcom-dates/index.js';
import { intlLocale, translator, type Translate, type UiLocale } from './translate.js';
import type { Translation } from './namespace.js';

type DateT = Translate<typeof gedcomDateMessages.en>;
type DateKey = keyof typeof gedcomDateMessages.en & string;

/** The marker of a date of another calendar; a Gregorian one (an Old Style dual year too) has none. */
const calendarKeys: Readonly<Record<string, DateKey>> = {
  JULIAN: 'calendar.julian',
  HEBREW: 'calendar.hebrew',
  FRENCH_R: 'calendar.frenchRepublican',
  ROMAN: 'calendar.roman',
  UNKNOWN: 'calendar.unknown',
};

/** A month of its own calendar by name from the catalog; null: a Gregorian month Intl names. */
function ownMonth(d: SimpleDate, t: DateT): string | null {
  if (d.month === null) return null;
  if (d.calendar === 'HEBREW') return t(`hebrew.${hebrewMonths[d.month - 1]!}`);
  if (d.calendar === 'FRENCH_R') return t(`french.${frenchMonths[d.month - 1]!}`);
  return null;
}

/**
 * A Gregorian day, month or year in the language's own order and month names (Intl). A date of
 * another calendar, or of an Old Style dual year, is written in the same order: Intl's pattern of
 * a Gregorian day of that month (the same month names: a Julian March is a March; the form Intl
 * gives with a day, such as Polish "marca", too), with its own day and year ("1731/32") put in,
 * and for Hebrew and French Republican months their names from the catalog. Then the calendar's
 * marker: "12. März 1700 (julianisch)".
 */
function simpleIn(d: SimpleDate, tag: string, t: DateT): string {
  const month = d.month !== null;
  const day = month && d.day !== null;
  let text: string;
  if (d.calendar === 'GREGORIAN' && !d.dual) {
    const at = new Date(Date.UTC(2000, (d.month ?? 1) - 1, d.day ?? 1));
    at.setUTCFullYear(d.year);
    text = formatOf(tag, month, day).format(at);
  } else {
    const own = ownMonth(d, t);
    // A leap year's first day of the month: any day and year are put in after.
    const sample = new Date(Date.UTC(2000, own === null ? (d.month ?? 1) - 1 : 0, 1));
    const year = d.dual ? `${d.year}/${String(d.year + 1).slice(-2)}` : String(d.year);
    text = formatOf(tag, month, day)
      .formatToParts(sample)
      .map((part) =>
        part.type === 'year'
          ? year
          : part.type === 'day'
            ? String(d.day)
            : part.type === 'month' && own !== null
              ? own
              : part.value,
      )
      .join('');
  }
  if (d.bc) text = t('bc', { date: text });
  const marker = d.calendar === 'GREGORIAN' ? undefined : calendarKeys[d.calendar];
  return marker ? t(marker, { date: text }) : text;
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

import { intlLocale, limits, type UiLocale } from '@familytree/shared';
import { formatNumericDate } from '../../../lib/dates/numeric-date';
import { englishProfiles, type ProfilesT } from './profile-texts';

/** The language dates are written in, and its texts for ranges ('until …'). */
export interface DateTexts {
  locale: UiLocale;
  t: ProfilesT;
}

export const englishDates: DateTexts = { locale: 'en', t: englishProfiles };

/**
 * English keeps the spec's own formats (DD/MM/YYYY, 'Jun 2004'); every other language writes
 * dates as Intl does for it.
 */
const inEnglish = (texts: DateTexts) => intlLocale(texts.locale) === 'en';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(locale: UiLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options });
    formats.set(key, format);
  }
  return format;
}

/** A calendar day as a Date at midnight UTC (years before 100 included). */
function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * A full date as the profile shows it: DD/MM/YYYY in English (spec part 3), the language's own
 * order otherwise, the one the date field reads (lib/dates); '' when unknown.
 */
export function formatIsoDate(
  iso: string | null | undefined,
  texts: DateTexts = englishDates,
): string {
  // A visitor under "year of birth only" gets the year of a living person (decision 0019).
  if (iso && /^\d{4}$/.test(iso)) return iso;
  return iso ? formatNumericDate(iso, texts.locale) : '';
}

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month's name (1 to 12) in the language, as a choice in a list. */
export function monthName(month: number, texts: DateTexts = englishDates): string {
  if (inEnglish(texts)) return monthNames[month - 1]!;
  return formatIn(texts.locale, { month: 'long' }).format(utcDay(2000, month, 1));
}

/** Year choices: the current year down to 1950 (spec part 9). */
export function yearChoices(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= limits.firstYear; year -= 1) years.push(year);
  return years;
}

export const dayChoices = Array.from({ length: 31 }, (_, i) => i + 1);
export const monthChoices = Array.from({ length: 12 }, (_, i) => i + 1);

/** 'Jun 2004', '2004' or '' for a month-precision date. */
export function formatMonthYear(
  month: number | null,
  year: number | null,
  texts: DateTexts = englishDates,
): string {
  if (!year) return '';
  if (!month) return String(year);
  if (inEnglish(texts)) return `${monthNames[month - 1]!.slice(0, 3)} ${year}`;
  return formatIn(texts.locale, { month: 'short', year: 'numeric' }).format(utcDay(year, month, 1));
}

/** 'Jun 2004 – Apr 2007'; an entry with a start and no end is still going on. */
export function formatMonthRange(
  entry: {
    startMonth: number | null;
    startYear: number | null;
    endMonth: number | null;
    endYear: number | null;
  },
  texts: DateTexts = englishDates,
): string {
  const start = formatMonthYear(entry.startMonth, entry.startYear, texts);
  const end = formatMonthYear(entry.endMonth, entry.endYear, texts);
  if (start && end) return texts.t('range', { start, end });
  if (start) return texts.t('rangeOngoing', { start });
  return end ? texts.t('rangeUntil', { end }) : '';
}

/** A partial date (spec part 5, "Life events"): DD/MM/YYYY, MM/YYYY or YYYY in English. */
export function formatPartialDate(
  day: number | null,
  month: number | null,
  year: number | null,
  texts: DateTexts = englishDates,
): string {
  if (!year) return '';
  if (!month) return String(year);
  if (day) return formatNumericDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, texts.locale);
  if (inEnglish(texts)) return `${pad(month)}/${year}`;
  return formatIn(texts.locale, { month: '2-digit', year: 'numeric' }).format(
    utcDay(year, month, 1),
  );
}

export function formatPartialRange(
  e: {
    startDay: number | null;
    startMonth: number | null;
    startYear: number | null;
    endDay: number | null;
    endMonth: number | null;
    endYear: number | null;
  },
  texts: DateTexts = englishDates,
): string {
  const start = formatPartialDate(e.startDay, e.startMonth, e.startYear, texts);
  const end = formatPartialDate(e.endDay, e.endMonth, e.endYear, texts);
  if (start && end && start !== end) return texts.t('range', { start, end });
  return start || end;
}

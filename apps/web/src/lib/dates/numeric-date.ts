import { intlLocale, type UiLocale } from '@familytree/shared';

export type DatePart = 'day' | 'month' | 'year';

/**
 * How a language writes a full date in digits: the order of day, month and year, the text around
 * them, and its digits. The profile shows dates with it and the date field reads and writes them
 * with it, so what is shown and what is typed cannot disagree (issue 31).
 */
export interface NumericDatePattern {
  order: readonly [DatePart, DatePart, DatePart];
  /** Before the first part, between the parts, after the last: four texts. */
  literals: readonly [string, string, string, string];
  /** The language's digits 0 to 9 (Latin in all ten languages today; Intl decides). */
  digits: readonly string[];
}

const latinDigits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

// The spec writes English dates as DD/MM/YYYY (part 3), not Intl's en-US month first.
const english: NumericDatePattern = {
  order: ['day', 'month', 'year'],
  literals: ['', '/', '/', ''],
  digits: latinDigits,
};

const patterns = new Map<string, NumericDatePattern>();

/** The language's numeric date, read once from Intl's day/month/year format. */
export function numericDatePattern(locale: UiLocale): NumericDatePattern {
  const tag = intlLocale(locale);
  if (tag === 'en') return english;
  let pattern = patterns.get(tag);
  if (!pattern) {
    pattern = patternFromIntl(tag);
    patterns.set(tag, pattern);
  }
  return pattern;
}

function patternFromIntl(tag: string): NumericDatePattern {
  const format = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const order: DatePart[] = [];
  const literals = ['', '', '', ''];
  for (const part of format.formatToParts(new Date(Date.UTC(2000, 11, 24)))) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') order.push(part.type);
    else literals[order.length] += part.value;
  }
  const numbers = new Intl.NumberFormat(tag, {
    numberingSystem: format.resolvedOptions().numberingSystem,
    useGrouping: false,
  });
  return {
    order: order as unknown as NumericDatePattern['order'],
    literals: literals as unknown as NumericDatePattern['literals'],
    digits: latinDigits.map((d) => numbers.format(Number(d))),
  };
}

const width: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** The parts put together in the language's order, with its digits and separators. */
function assemble(pattern: NumericDatePattern, text: (part: DatePart) => string): string {
  const [a, b, c] = pattern.order;
  const [before, first, second, after] = pattern.literals;
  return `${before}${text(a)}${first}${text(b)}${second}${text(c)}${after}`;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date as the language writes it ('24.12.1950'); '' when it is not one. */
export function formatNumericDate(iso: string, locale: UiLocale): string {
  const match = isoPattern.exec(iso);
  if (!match) return '';
  const pattern = numericDatePattern(locale);
  const values = { year: match[1]!, month: match[2]!, day: match[3]! };
  return assemble(pattern, (part) =>
    [...values[part]].map((d) => pattern.digits[Number(d)]!).join(''),
  );
}

/** The pattern for people, from the language's letters: 'DD/MM/YYYY', 'TT.MM.JJJJ'. */
export function numericDateHint(locale: UiLocale, letters: Record<DatePart, string>): string {
  return assemble(numericDatePattern(locale), (part) => letters[part]);
}

// Marks that right-to-left text puts around separators; they are no part of the date.
const bidiMarks = /[\u200e\u200f\u061c]/g;
const separators = /[/.\-\s]+/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;

// Digits a keyboard of the languages' scripts may type: Arabic-Indic, Persian, Devanagari and
// Malayalam, each a run of ten from its zero.
const scriptZeros = [0x660, 0x6f0, 0x966, 0xd66];
const scriptDigits = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0d66-\u0d6f]/g;
const toLatinDigits = (text: string) =>
  text.replace(scriptDigits, (char) => {
    const code = char.codePointAt(0)!;
    const zero = scriptZeros.find((z) => code >= z && code < z + 10)!;
    return String(code - zero);
  });

const pad = (value: string, size: number) => value.padStart(size, '0');

/** The date as YYYY-MM-DD when the values make a real day (year 1 to 9999); else null. */
function isoOf(year: string, month: string, day: string): string | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A typed date in the language's order (any of / . - and spaces between the parts, or none at
 * all as DDMMYYYY), or an ISO date (YYYY-MM-DD, as pasted or filled in), as YYYY-MM-DD. Null when
 * the text is not a whole, real date: the year needs its four digits, so that '1/2/50' is not
 * taken for the year 50.
 */
export function parseNumericDate(text: string, locale: UiLocale): string | null {
  const pattern = numericDatePattern(locale);
  const latin = toLatinDigits(text.replace(bidiMarks, ''))
    .trim()
    .replace(/^[/.\-\s]+|[/.\-\s]+$/g, '');
  if (/^\d{8}$/.test(latin)) {
    const values: Record<DatePart, string> = { day: '', month: '', year: '' };
    let at = 0;
    for (const part of pattern.order) {
      values[part] = latin.slice(at, at + width[part]);
      at += width[part];
    }
    return isoOf(values.year, values.month, values.day);
  }
  const groups = latin.split(separators);
  if (groups.length !== 3 || !groups.every((g) => /^\d+$/.test(g))) return null;
  // A four-digit first part can only be a year: the ISO order, whatever the language.
  if (groups[0]!.length === 4) {
    const [year, month, day] = groups as [string, string, string];
    return month.length <= 2 && day.length <= 2 ? isoOf(year, month, day) : null;
  }
  const values = Object.fromEntries(pattern.order.map((part, i) => [part, groups[i]!])) as Record<
    DatePart,
    string
  >;
  if (values.year.length !== 4 || values.day.length > 2 || values.month.length > 2) return null;
  return isoOf(values.year, values.month, values.day);
}

/** A complete YYYY-MM-DD date, as the forms keep and send it. */
export const isIsoDate = (value: string): boolean => isoPattern.test(value);

/**
 * GEDCOM dates (5.5.1 and 7.0) keep their meaning: partial, approximate, before/after, ranges,
 * periods, other calendars and free phrases. The original phrase is stored; `sort` orders it
 * among full dates; `describeGedcomDate` shows it the way a reader expects ("about 1850").
 */
export type GedcomDateKind =
  | 'exact'
  | 'about'
  | 'calculated'
  | 'estimated'
  | 'before'
  | 'after'
  | 'between'
  | 'from'
  | 'to'
  | 'fromTo'
  | 'interpreted'
  | 'phrase';

export interface SimpleDate {
  year: number;
  month: number | null;
  day: number | null;
  calendar: string;
  bc: boolean;
  /** A dual year (1750/51): an Old Style (Julian) date, the year begun on 25 March. */
  dual?: true;
}

export interface GedcomDate {
  phrase: string;
  kind: GedcomDateKind;
  start: SimpleDate | null;
  end: SimpleDate | null;
  /** `YYYY-MM-DD` of the start (missing parts as 01), null for a phrase; for ordering only. */
  sort: string | null;
  /** The full Gregorian day when the phrase is exactly one: what the product stores as a date. */
  exact: string | null;
  /** False for a day that does not exist (31 FEB 1850) or words that are no date. */
  valid: boolean;
}

export const gedcomMonths = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;
/** The French Republican months' GEDCOM codes, month 1 to 13 (13: the complementary days). */
export const frenchMonths = [
  'VEND',
  'BRUM',
  'FRIM',
  'NIVO',
  'PLUV',
  'VENT',
  'GERM',
  'FLOR',
  'PRAI',
  'MESS',
  'THER',
  'FRUC',
  'COMP',
] as const;
/** The Hebrew months' GEDCOM codes, month 1 (Tishri) to 13 (Elul). */
export const hebrewMonths = [
  'TSH',
  'CSH',
  'KSL',
  'TVT',
  'SHV',
  'ADR',
  'ADS',
  'NSN',
  'IYR',
  'SVN',
  'TMZ',
  'AAV',
  'ELL',
] as const;
const monthNames = [
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
];

const calendarEscapes: Record<string, string> = {
  '@#DGREGORIAN@': 'GREGORIAN',
  '@#DJULIAN@': 'JULIAN',
  '@#DHEBREW@': 'HEBREW',
  '@#DFRENCH R@': 'FRENCH_R',
  '@#DROMAN@': 'ROMAN',
  '@#DUNKNOWN@': 'UNKNOWN',
  GREGORIAN: 'GREGORIAN',
  JULIAN: 'JULIAN',
  HEBREW: 'HEBREW',
  FRENCH_R: 'FRENCH_R',
};

const calendarEscapeList = Object.keys(calendarEscapes);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `[calendar] [[day] month] year [B.C.]`, or null when the words are no such date. */
function parseSimple(words: string): { date: SimpleDate; valid: boolean } | null {
  let rest = words.trim().toUpperCase();
  let calendar = 'GREGORIAN';
  const c0 = rest.charCodeAt(0);
  // Only an escape (@#D…@) or a GEDCOM 7 calendar name starts with something other than a digit.
  if (c0 < 48 || c0 > 57) {
    for (const escape of calendarEscapeList) {
      if (rest.startsWith(escape + ' ')) {
        calendar = calendarEscapes[escape]!;
        rest = rest.slice(escape.length).trim();
        break;
      }
    }
  }
  let bc = false;
  const bcMatch = /\s*(B\.C\.|BC|BCE)$/.exec(rest);
  if (bcMatch) {
    bc = true;
    rest = rest.slice(0, bcMatch.index).trim();
  }
  const parts = rest.split(/\s+/);
  if (parts.length === 0 || parts.length > 3) return null;
  // A dual year (1750/51) is the Julian-Gregorian change year: the first number sorts it.
  const yearText = parts[parts.length - 1]!;
  if (!/^\d{1,4}(\/\d{1,4})?$/.test(yearText)) return null;
  const [yearDigits = '', later] = yearText.split('/');
  const year = Number(yearDigits);
  const dual = later !== undefined;
  // GEDCOM writes the later year's last two digits (1750/51); files also have 1750/1 and
  // 1750/1751. Any other number after the slash is no dual year.
  if (dual && String(year + 1).slice(-later.length) !== later) return null;
  const months =
    calendar === 'HEBREW' ? hebrewMonths : calendar === 'FRENCH_R' ? frenchMonths : gedcomMonths;
  let month: number | null = null;
  let day: number | null = null;
  if (parts.length >= 2) {
    const index = (months as readonly string[]).indexOf(parts[parts.length - 2]!);
    if (index < 0) return null;
    month = index + 1;
  }
  if (parts.length === 3) {
    if (!/^\d{1,2}$/.test(parts[0]!)) return null;
    day = Number(parts[0]);
  }
  let valid = year > 0 || calendar !== 'GREGORIAN';
  if (calendar === 'GREGORIAN' || calendar === 'JULIAN') {
    // A dual year is an Old Style date: its 29 FEB is of the later year (1743/44 is 1744),
    // counted by the Julian rule, as a JULIAN date's (every fourth year: 29 FEB 1700 exists).
    const julian = calendar === 'JULIAN' || dual;
    const countYear = dual ? year + 1 : year;
    const last =
      julian && month === 2 ? (countYear % 4 === 0 ? 29 : 28) : daysIn(countYear, month ?? 1);
    if (day !== null && month !== null && (day < 1 || day > last)) valid = false;
  } else if (day !== null && (day < 1 || day > 30)) valid = false;
  return { date: { year, month, day, calendar, bc, ...(dual ? { dual } : {}) }, valid };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function sortKey(d: SimpleDate): string {
  // Other calendars sort by their own year: close enough to place them among their relatives.
  const year = d.bc ? 0 : Math.min(d.year, 9999);
  return `${pad(year, 4)}-${pad(d.month ?? 1, 2)}-${pad(d.day ?? 1, 2)}`;
}

export function simpleDateText(d: SimpleDate): string {
  const calendarName =
    d.calendar === 'GREGORIAN'
      ? ''
      : ` (${{ JULIAN: 'Julian', HEBREW: 'Hebrew', FRENCH_R: 'French Republican', ROMAN: 'Roman', UNKNOWN: 'unknown calendar' }[d.calendar] ?? d.calendar})`;
  const month =
    d.month === null
      ? ''
      : d.calendar === 'GREGORIAN' || d.calendar === 'JULIAN'
        ? monthNames[d.month - 1]!
        : (d.calendar === 'HEBREW' ? hebrewMonths : frenchMonths)[d.month - 1]!;
  const parts = [d.day === null ? '' : String(d.day), month, String(d.year)].filter(Boolean);
  return parts.join(' ') + (d.bc ? ' BC' : '') + calendarName;
}

const prefixKinds: Record<string, GedcomDateKind> = {
  ABT: 'about',
  CAL: 'calculated',
  EST: 'estimated',
  BEF: 'before',
  AFT: 'after',
  INT: 'interpreted',
};
const prefixWords: Partial<Record<GedcomDateKind, string>> = {
  about: 'about',
  calculated: 'calculated',
  estimated: 'estimated',
  before: 'before',
  after: 'after',
};

function build(
  phrase: string,
  kind: GedcomDateKind,
  start: { date: SimpleDate; valid: boolean } | null,
  end: { date: SimpleDate; valid: boolean } | null,
): GedcomDate {
  const s = start?.date ?? null;
  const e = end?.date ?? null;
  const valid = (start?.valid ?? true) && (end?.valid ?? true);
  // Only a Gregorian day is the product's date: a Julian, Hebrew or French Republican day, or an
  // Old Style day of a dual year, leaves the product's date column empty (no conversion is
  // guessed; the phrase is kept as written and the export writes it back unchanged).
  const exact =
    kind === 'exact' &&
    valid &&
    s &&
    s.calendar === 'GREGORIAN' &&
    !s.dual &&
    !s.bc &&
    s.month !== null &&
    s.day !== null
      ? `${pad(s.year, 4)}-${pad(s.month, 2)}-${pad(s.day, 2)}`
      : null;
  const first = s ?? e;
  return {
    phrase,
    kind,
    start: s,
    end: e,
    sort: first ? sortKey(first) : null,
    exact,
    valid,
  };
}

/** How a parsed date reads: "about 1850", "between 1840 and 1845", "12 March 1850". */
export function gedcomDateText(date: GedcomDate): string {
  const { kind, phrase } = date;
  const s = date.start;
  const e = date.end;
  let text: string;
  switch (kind) {
    case 'exact':
      text = simpleDateText(s!);
      break;
    case 'between':
      text = `between ${simpleDateText(s!)} and ${simpleDateText(e!)}`;
      break;
    case 'from':
      text = `from ${simpleDateText(s!)}`;
      break;
    case 'to':
      text = `until ${simpleDateText(e!)}`;
      break;
    case 'fromTo':
      text = `from ${simpleDateText(s!)} to ${simpleDateText(e!)}`;
      break;
    case 'interpreted':
      text = simpleDateText(s!);
      break;
    case 'phrase':
      text = phrase.replace(/^\(|\)$/g, '');
      break;
    default:
      text = `${prefixWords[kind]} ${simpleDateText(s!)}`;
  }
  return text;
}

// Files repeat their dates ("ABT 1850" on many persons): each phrase is read once per import.
const parsed = new Map<string, GedcomDate>();
const cacheLimit = 50_000;

/** Reads a GEDCOM DATE value. A value that is no GEDCOM date is kept as a phrase, marked invalid. */
export function parseGedcomDate(value: string): GedcomDate {
  const known = parsed.get(value);
  if (known) return known;
  const date = readGedcomDate(value);
  if (parsed.size >= cacheLimit) parsed.clear();
  parsed.set(value, date);
  return date;
}

function readGedcomDate(value: string): GedcomDate {
  const phrase = value.trim();
  const upper = phrase.toUpperCase();
  if (/^\(.*\)$/.test(phrase)) return build(phrase, 'phrase', null, null);
  let m = /^BET\s+(.+?)\s+AND\s+(.+)$/.exec(upper);
  if (m) {
    const a = parseSimple(m[1]!);
    const b = parseSimple(m[2]!);
    if (a && b) return build(phrase, 'between', a, b);
  }
  m = /^FROM\s+(.+?)(?:\s+TO\s+(.+))?$/.exec(upper);
  if (m) {
    const a = parseSimple(m[1]!);
    const b = m[2] ? parseSimple(m[2]) : null;
    if (a && (!m[2] || b)) return build(phrase, b ? 'fromTo' : 'from', a, b);
  }
  m = /^TO\s+(.+)$/.exec(upper);
  if (m) {
    const b = parseSimple(m[1]!);
    if (b) return build(phrase, 'to', null, b);
  }
  m = /^(ABT|CAL|EST|BEF|AFT|INT)\.?\s+(.+)$/.exec(upper);
  if (m) {
    // INT carries the interpreted date and then the original words in parentheses.
    const words = m[1] === 'INT' ? m[2]!.replace(/\s*\(.*\)$/, '') : m[2]!;
    const a = parseSimple(words);
    if (a) return build(phrase, prefixKinds[m[1]!]!, a, null);
  }
  const simple = parseSimple(upper);
  if (simple) return build(phrase, 'exact', simple, null);
  return { ...build(phrase, 'phrase', null, null), valid: false };
}

/** How a stored GEDCOM date reads on a page: "about 1850", "between 1840 and 1845". */
export function describeGedcomDate(phrase: string): string {
  return gedcomDateText(parseGedcomDate(phrase));
}

/** A full date of the product as a GEDCOM DATE value: `2000-03-07` is `7 MAR 2000`. */
export function isoToGedcomDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${gedcomMonths[month! - 1]} ${year}`;
}

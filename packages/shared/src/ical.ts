/**
 * An RFC 5545 iCalendar writer for the events feed (issue 16): CRLF line ends, lines folded at 75
 * octets (never inside a UTF-8 character), text values escaped, all-day events as VALUE=DATE.
 */

export interface CalendarEntry {
  /** Stable across downloads, so that a subscribed calendar updates an entry instead of adding one. */
  uid: string;
  /** The day (YYYY-MM-DD); for a yearly entry, the first occurrence. */
  date: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  /** Repeats every year on the same day (birthdays, anniversaries). */
  yearly?: boolean;
}

export interface Calendar {
  name: string;
  /** PRODID's product part. */
  product: string;
  /** The moment the feed is made (DTSTAMP of every entry). */
  stamp: Date;
  entries: CalendarEntry[];
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of one character (the shared package has no DOM or Node types). */
function octetsOf(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * One content line folded into lines of at most 75 octets: each continuation starts with a space
 * (RFC 5545 3.1). Characters are never split, so a multi-byte name stays valid UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    // The first line holds 75 octets; the next ones 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  return next.toISOString().slice(0, 10);
}

/** 20261124T101500Z */
export function stampOf(moment: Date): string {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** 29 February repeats on the last day of February, as the events page shows it in other years. */
function yearlyRule(date: string): string {
  return date.slice(5) === '02-29' ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'FREQ=YEARLY';
}

function entryLines(entry: CalendarEntry, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(entry.date)}`,
    `DTEND;VALUE=DATE:${basicDate(nextDay(entry.date))}`,
  ];
  if (entry.yearly) lines.push(`RRULE:${yearlyRule(entry.date)}`);
  lines.push(`SUMMARY:${escapeText(entry.summary)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  // All-day entries do not block time in the subscriber's calendar.
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole feed as text with CRLF line ends (the last line ends with CRLF too). */
export function writeCalendar(calendar: Calendar): string {
  const stamp = stampOf(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(calendar.product)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.entries.flatMap((entry) => entryLines(entry, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

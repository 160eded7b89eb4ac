import {
  livingAgeLimit,
  parseGedcomDate,
  type GedcomDate,
  type SimpleDate,
} from '@familytree/shared';

/**
 * Which imported persons are no longer living (issue 28). The living-person rule (decision 0019)
 * reads a person's birth and death dates, but a file often gives neither as a full date ("EST
 * 1855", only a christening, only a marriage), and a person the rule cannot place counts as
 * living, so their whole family's facts were hidden. As webtrees does, any dated fact of a person,
 * or of a family they are a partner of, that certainly happened more than `livingAgeLimit` years
 * ago proves they were born before then: the import marks them deceased.
 */

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The last day a simple date can mean (1855 → 1855-12-31), where its years compare with ours. */
function lastDayOf(d: SimpleDate): string | null {
  if (d.bc) return '0000-01-01';
  if (d.calendar !== 'GREGORIAN' && d.calendar !== 'JULIAN') return null;
  return `${pad(d.year, 4)}-${pad(d.month ?? 12, 2)}-${pad(d.day ?? 31, 2)}`;
}

/**
 * The latest day by which the person certainly lived, if the date says: a period's start (FROM
 * 1881 TO 1895: they lived in 1881), a range's end (BET 1850 AND 1855), the day itself (exact,
 * about, estimated, before). "After 1900" and free phrases prove nothing.
 */
export function certainlyAliveBy(date: GedcomDate | null): string | null {
  if (!date) return null;
  switch (date.kind) {
    case 'after':
    case 'phrase':
      return null;
    case 'between':
    case 'to':
      return date.end ? lastDayOf(date.end) : null;
    default:
      return date.start ? lastDayOf(date.start) : null;
  }
}

/** The day before which a fact proves its person is not living, counted from `today`. */
export function notLivingCutoff(today: string): string {
  return `${pad(Number(today.slice(0, 4)) - livingAgeLimit, 4)}${today.slice(4, 10)}`;
}

/** Whether a fact on this date proves its person is no longer living. */
export function provesNotLiving(date: GedcomDate | null, cutoff: string): boolean {
  const day = certainlyAliveBy(date);
  return day !== null && day < cutoff;
}

interface DatedEventRow {
  person_id: number | null;
  spouse_id: number | null;
  of_family: number;
  date_phrase: string | null;
  /** The start's day, for ordering: a fact starting on or after the cutoff proves nothing. */
  date_sort: string | null;
}

/**
 * The persons whose imported facts (their own or their families') prove them not living, as the
 * import read them: the export need not write "DEAT Y" for them, since the next import reads the
 * same from the same facts (and an import, then an export, then an import gives the same data).
 */
export function provedNotLiving(events: DatedEventRow[], cutoff: string): Set<number> {
  const proved = new Set<number>();
  for (const e of events) {
    if (e.date_phrase === null || e.date_sort === null || e.date_sort >= cutoff) continue;
    if (!provesNotLiving(parseGedcomDate(e.date_phrase), cutoff)) continue;
    if (e.person_id !== null) proved.add(e.person_id);
    if (e.of_family && e.spouse_id !== null) proved.add(e.spouse_id);
  }
  return proved;
}

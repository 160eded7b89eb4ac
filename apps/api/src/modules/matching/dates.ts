/**
 * Partial dates as the persons table keeps them (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) and how two of
 * them compare (decision 0054): the same at the precision both have (a year is compatible with a
 * full date of that year), close (the same year filled differently, or one or two years apart: a
 * typo or a guess), or different.
 */
export interface PartialDate {
  year: number;
  month: number | null;
  day: number | null;
}

export function parseDate(value: string | null | undefined): PartialDate | null {
  if (!value) return null;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  return {
    year: Number(match[1]),
    month: match[2] ? Number(match[2]) : null,
    day: match[3] ? Number(match[3]) : null,
  };
}

export type DateComparison =
  | { kind: 'same'; precision: 'day' | 'month' | 'year' }
  | { kind: 'close'; years: number; typo: boolean }
  | { kind: 'different' };

/** Years apart that still count as close (a typo in the last digit, an estimate). */
export const closeYears = 2;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether two strings of one length differ in exactly one character. */
function oneDigitApart(a: string, b: string): boolean {
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
  return differ === 1;
}

/**
 * Whether two different full dates look like one date mistyped: the year a year off or one digit
 * wrong with the same day and month, or the same year with day and month swapped or one digit of
 * them wrong. Any other pair of full dates is two dates: strong evidence of two persons.
 */
export function typoApart(a: PartialDate, b: PartialDate): boolean {
  if (a.month === null || b.month === null || a.day === null || b.day === null) return false;
  if (a.month === b.month && a.day === b.day)
    return Math.abs(a.year - b.year) === 1 || oneDigitApart(String(a.year), String(b.year));
  if (a.year !== b.year) return false;
  if (a.month === b.day && a.day === b.month) return true;
  return oneDigitApart(`${pad(a.month)}${pad(a.day)}`, `${pad(b.month)}${pad(b.day)}`);
}

export function compareDates(a: PartialDate, b: PartialDate): DateComparison {
  const years = Math.abs(a.year - b.year);
  if (years > closeYears) return { kind: 'different' };
  if (years > 0) return { kind: 'close', years, typo: typoApart(a, b) };
  if (a.month === null || b.month === null) return { kind: 'same', precision: 'year' };
  if (a.month !== b.month) return { kind: 'close', years: 0, typo: typoApart(a, b) };
  if (a.day === null || b.day === null) return { kind: 'same', precision: 'month' };
  return a.day === b.day
    ? { kind: 'same', precision: 'day' }
    : { kind: 'close', years: 0, typo: typoApart(a, b) };
}

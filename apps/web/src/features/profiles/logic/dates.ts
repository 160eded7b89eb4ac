import { limits } from '@familytree/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** A full date as the profile shows it: DD/MM/YYYY (spec part 3); '' when unknown. */
export function formatIsoDate(iso: string | null | undefined): string {
  // A visitor under "year of birth only" gets the year of a living person (decision 0019).
  if (iso && /^\d{4}$/.test(iso)) return iso;
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
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

/** Year choices: the current year down to 1950 (spec part 9). */
export function yearChoices(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= limits.firstYear; year -= 1) years.push(year);
  return years;
}

export const dayChoices = Array.from({ length: 31 }, (_, i) => i + 1);
export const monthChoices = Array.from({ length: 12 }, (_, i) => i + 1);

/** 'Jun 2004', '2004' or '' for a month-precision date. */
export function formatMonthYear(month: number | null, year: number | null): string {
  if (!year) return '';
  return month ? `${monthNames[month - 1]!.slice(0, 3)} ${year}` : String(year);
}

/** 'Jun 2004 – Apr 2007'; an entry with a start and no end is still going on. */
export function formatMonthRange(entry: {
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
}): string {
  const start = formatMonthYear(entry.startMonth, entry.startYear);
  const end = formatMonthYear(entry.endMonth, entry.endYear);
  if (start && end) return `${start} – ${end}`;
  if (start) return `${start} – present`;
  return end ? `until ${end}` : '';
}

/** A partial date (spec part 5, "Life events"): DD/MM/YYYY, MM/YYYY or YYYY. */
export function formatPartialDate(
  day: number | null,
  month: number | null,
  year: number | null,
): string {
  if (!year) return '';
  if (!month) return String(year);
  return day ? `${pad(day)}/${pad(month)}/${year}` : `${pad(month)}/${year}`;
}

export function formatPartialRange(e: {
  startDay: number | null;
  startMonth: number | null;
  startYear: number | null;
  endDay: number | null;
  endMonth: number | null;
  endYear: number | null;
}): string {
  const start = formatPartialDate(e.startDay, e.startMonth, e.startYear);
  const end = formatPartialDate(e.endDay, e.endMonth, e.endYear);
  if (start && end && start !== end) return `${start} – ${end}`;
  return start || end;
}

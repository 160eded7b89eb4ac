import { livingAgeLimit, type ChartPerson, type ChartResponse } from '@familytree/shared';
import { chartGraph } from '../../logic/chart-graph';
import { niceYearStep } from './year-axis';

/**
 * The lifespan chart (issue 32): the focus person's family (parents, the person, spouses,
 * siblings, children) as bars from the year of birth to the year of death on one year axis. The
 * chart call's years are already what the viewer may see (decision 0019), so a living person
 * whose birth is hidden simply has no bar.
 */

export type LifespanRole = 'parent' | 'self' | 'spouse' | 'sibling' | 'child';

export interface LifespanRow {
  person: ChartPerson;
  role: LifespanRole;
  /** The bar's first and last year; null when the year is not known. */
  start: number | null;
  end: number | null;
  /** Living: no death year and born less than 100 years ago; the bar stays open to now. */
  open: boolean;
}

const byBirth = (a: ChartPerson, b: ChartPerson) =>
  (a.birthYear ?? 1e9) - (b.birthYear ?? 1e9) || a.personId - b.personId;

/**
 * The rows in reading order: parents, the person, spouses, siblings, children, each group by
 * year of birth. `around` is the person's chart (a generation either way); `parentsChart` the
 * chart of a parent with their children, for the siblings (half-siblings included).
 */
export function lifespanRows(
  focusId: number,
  around: ChartResponse,
  parentsChart: ChartResponse | null,
  thisYear: number,
): LifespanRow[] {
  const graph = chartGraph(around);
  const focus = graph.focus;
  if (!focus) return [];
  const seen = new Set<number>();
  const rows: LifespanRow[] = [];
  const add = (people: ChartPerson[], role: LifespanRole) => {
    for (const person of people) {
      if (seen.has(person.personId)) continue;
      seen.add(person.personId);
      rows.push(rowOf(person, role, thisYear));
    }
  };
  const parents = [graph.person(focus.fatherId), graph.person(focus.motherId)].filter(
    (p): p is ChartPerson => !!p,
  );
  add(parents, 'parent');
  add([focus], 'self');
  add([...graph.partners(focusId)].sort(byBirth), 'spouse');
  const siblings = (parentsChart?.persons ?? []).filter(
    (p) =>
      p.personId !== focusId &&
      ((focus.fatherId !== null && p.fatherId === focus.fatherId) ||
        (focus.motherId !== null && p.motherId === focus.motherId)),
  );
  add(siblings.sort(byBirth), 'sibling');
  add([...graph.children(focusId)].sort(byBirth), 'child');
  return rows;
}

export function rowOf(person: ChartPerson, role: LifespanRole, thisYear: number): LifespanRow {
  const start = person.birthYear;
  const died = person.deathYear;
  const open = died === null && start !== null && thisYear - start < livingAgeLimit;
  return { person, role, start, end: died ?? (open ? thisYear : null), open };
}

export interface LifespanBar {
  row: LifespanRow;
  y: number;
  /** The bar from start to end; a single known year is a mark of `markWidth` around it. */
  x: number;
  width: number;
  /** Only one year is known: a mark, not a bar. */
  mark: boolean;
  /** No year is known: nothing is drawn on the axis. */
  none: boolean;
}

export interface LifespanLayout {
  bars: LifespanBar[];
  ticks: Array<{ year: number; x: number }>;
  from: number;
  to: number;
  /** The axis area's left and right edge. */
  left: number;
  right: number;
  height: number;
}

export const lifespanSizes = { rowHeight: 34, barHeight: 18, axisHeight: 28, markWidth: 6 };

/** Places each row's bar on a year axis spanning every known year, in whole decades. */
export function layoutLifespans(
  rows: readonly LifespanRow[],
  left: number,
  right: number,
  thisYear: number,
): LifespanLayout {
  const years = rows.flatMap((r) => [r.start, r.end]).filter((y): y is number => y !== null);
  const first = years.length ? Math.min(...years) : thisYear - 50;
  const last = years.length ? Math.max(...years) : thisYear;
  // A year label needs about 40 px: a phone's narrow axis gets fewer ticks.
  const step = niceYearStep(last - first, Math.min(8, Math.floor((right - left) / 40)));
  const from = Math.floor(first / step) * step;
  const to = Math.max(Math.ceil(last / step) * step, from + step);
  const scale = (year: number) => left + ((year - from) / (to - from)) * (right - left);
  const { rowHeight, barHeight, axisHeight, markWidth } = lifespanSizes;
  const bars = rows.map((row, i) => {
    const y = axisHeight + i * rowHeight + (rowHeight - barHeight) / 2;
    const known = [row.start, row.end].filter((v): v is number => v !== null);
    if (known.length === 0) return { row, y, x: left, width: 0, mark: false, none: true };
    if (row.start === null || row.end === null) {
      const at = scale(known[0]!);
      return { row, y, x: at - markWidth / 2, width: markWidth, mark: true, none: false };
    }
    const x = scale(row.start);
    return { row, y, x, width: Math.max(2, scale(row.end) - x), mark: false, none: false };
  });
  const ticks: LifespanLayout['ticks'] = [];
  for (let year = from; year <= to; year += step) ticks.push({ year, x: scale(year) });
  return { bars, ticks, from, to, left, right, height: axisHeight + rows.length * rowHeight };
}

import { isoToGedcomDate, parseGedcomDate } from '@familytree/shared';
import type { EventLines } from './export-records.js';

type KeptLines = { lines: string };

export interface Family {
  key: string;
  husband: number | null;
  wife: number | null;
  children: number[];
  /** The marriage as entered in the tree (decision 0019), when it was. */
  marriage?: { date: string | null; place: string | null };
  /** Its partners are guests (guestParentFamilies): written by the first page with its child. */
  ofGuests?: true;
}

/**
 * The family's events, with the marriage entered in the tree: it wins over an imported MARR's
 * date and place (it may have been edited), or is written as a MARR of its own.
 */
export function familyEventRows(f: Family, events: EventLines[]): EventLines[] {
  const m = f.marriage;
  if (!m || (!m.date && !m.place)) return events;
  const date = m.date ? isoToGedcomDate(m.date) : null;
  const imported = events.find((e) => e.tag === 'MARR');
  const entered = (e: EventLines): EventLines => ({
    ...e,
    date_phrase:
      m.date && parseGedcomDate(e.date_phrase ?? '').exact !== m.date ? date : e.date_phrase,
    place: m.place ?? e.place,
  });
  if (imported) return events.map((e) => (e === imported ? entered(e) : e));
  const own = { tag: 'MARR', value: null, event_type: null, date_phrase: date, place: m.place };
  return [{ ...own, extra: null }, ...events];
}

/**
 * A couple who married, divorced and married again in two FAM records is one union of the tree:
 * the import keeps every FAM's events with it, in file order, and a kept row of context
 * `MARRIAGE` per later FAM (its lines: the position of the FAM's first event). Written back, the
 * events are cut at those positions: a FAM record per FAM of the file (issue 30, REMARR.GED),
 * while a file that wrote MARR, DIV, MARR in one FAM gets one back. The first FAM keeps the
 * children and kept lines.
 */
export function marriagesOf<E>(events: E[], later: KeptLines[]): E[][] {
  const marriages: E[][] = [[]];
  const starts = later.map((k) => laterStart(k)).sort((a, b) => a - b);
  for (const e of events) {
    const position = (e as { position?: number }).position;
    while (position !== undefined && starts.length && position >= starts[0]!) {
      starts.shift();
      marriages.push([]);
    }
    marriages.at(-1)!.push(e);
  }
  // A later FAM without events of its own is still a FAM of the couple.
  for (const _ of starts) marriages.push([]);
  return marriages;
}

/** A later FAM's kept row: the position of its first event, then its children's ids. */
const laterStart = (k: KeptLines) => Number(k.lines.split(' ', 1)[0]);

/**
 * The children of each of a family's later FAMs (1: the second FAM), by child: the rest are the
 * first FAM's. A child keeps the number too (context CHILD_OF), for its FAMC on its own page.
 */
export function laterChildren(later: KeptLines[]): Map<number, number> {
  const byChild = new Map<number, number>();
  [...later]
    .sort((a, b) => laterStart(a) - laterStart(b))
    .forEach((k, i) => {
      for (const id of k.lines.split(' ').slice(1)) byChild.set(Number(id), i + 1);
    });
  return byChild;
}

/** The xref of the couple's nth marriage (0: the family's own key, `F3_4`; then `F3_4_M2`…). */
export const remarriageKey = (key: string, n: number) => (n === 0 ? key : `${key}_M${n + 1}`);

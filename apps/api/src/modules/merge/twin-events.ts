import type { RowSet } from '../data/row-sets.repository.js';
import type { Row } from '../data/whole-rows.repository.js';

/**
 * The same event on both merged persons (a file's birth that the family already has: same tag,
 * type and date, the same place or one side without one) becomes one, else the export writes it
 * twice. The earlier of the two in the kept person's order stays (the first BIRT stays the fact)
 * and takes the other's place, value and sub-lines where it has none; what named the one that goes
 * (citations, notes, media) names the one that stays. Then a citation of the same source and page
 * on the same subject twice, or the same note linked twice, stays once: the moved copy goes.
 */
const text = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().replace(/\s+/g, ' ').toUpperCase() : null;
const fits = (a: unknown, b: unknown) =>
  text(a) === null || text(b) === null || text(a) === text(b);

const twins = (a: Row, b: Row) =>
  a.tag === b.tag &&
  text(a.event_type) === text(b.event_type) &&
  text(a.date_phrase) === text(b.date_phrase) &&
  fits(a.place, b.place) &&
  fits(a.value, b.value) &&
  fits(a.extra, b.extra);

const order = (a: Row, b: Row) =>
  Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id);

/** Changes `after` in place; `keepId` and `otherId` are the merged persons. */
export function joinTwinEvents(before: RowSet, after: RowSet, keepId: number, otherId: number) {
  const wasOthers = (table: keyof RowSet, row: Row) =>
    before[table]?.find((b) => b.id === row.id)?.person_id === otherId;
  const own = (after.gedcom_events ?? [])
    .filter((e) => e.person_id === keepId && Number(e.of_family) === 0)
    .sort(order);
  const gone = new Map<unknown, Row>();
  const stays: Row[] = [];
  for (const event of own) {
    // Two of the kept person's own events that look alike were there before: not the merge's.
    const twin = stays.find(
      (s) => twins(s, event) && wasOthers('gedcom_events', s) !== wasOthers('gedcom_events', event),
    );
    if (!twin) {
      stays.push(event);
      continue;
    }
    for (const column of ['place', 'value', 'extra'] as const)
      if (text(twin[column]) === null && text(event[column]) !== null) twin[column] = event[column];
    gone.set(event.id, twin);
  }
  if (gone.size > 0) {
    after.gedcom_events = (after.gedcom_events ?? []).filter((e) => !gone.has(e.id));
    for (const table of ['citations', 'note_links', 'media_links'] as const)
      for (const row of after[table] ?? [])
        if (gone.has(row.event_id)) row.event_id = gone.get(row.event_id)!.id;
  }
  joinTwinRows(after, 'citations', keepId, (c) =>
    [c.source_id, text(c.page), c.fact, c.event_id, c.union_id].join('|'),
  );
  joinTwinRows(after, 'note_links', keepId, (l) =>
    [l.note_id, l.fact, l.event_id, l.union_id].join('|'),
  );
  function joinTwinRows(
    set: RowSet,
    table: 'citations' | 'note_links',
    id: number,
    key: (r: Row) => string,
  ) {
    const rows = set[table] ?? [];
    const first = new Map<string, Row>();
    const dropped = new Map<unknown, Row>();
    for (const row of [...rows].sort(
      (a, b) => Number(wasOthers(table, a)) - Number(wasOthers(table, b)) || order(a, b),
    )) {
      if (row.person_id !== id) continue;
      const twin = first.get(key(row));
      if (!twin) first.set(key(row), row);
      // Two alike that one person had before stay: only the moved copy of the kept one's goes.
      else if (wasOthers(table, row) && !wasOthers(table, twin)) dropped.set(row.id, twin);
    }
    if (dropped.size === 0) return;
    set[table] = rows.filter((r) => !dropped.has(r.id));
    // A media link of a citation that goes names the one that stays.
    if (table === 'citations')
      for (const link of set.media_links ?? [])
        if (dropped.has(link.citation_id)) link.citation_id = dropped.get(link.citation_id)!.id;
  }
}

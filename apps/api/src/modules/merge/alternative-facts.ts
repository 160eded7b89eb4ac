import { isoToGedcomDate, parseGedcomDate } from '@familytree/shared';
import type { RowSet } from '../data/row-sets.repository.js';
import type { Row } from '../data/whole-rows.repository.js';

/**
 * A birth or death of the two merged persons that does not stay (issue 33: "conflicts are kept as
 * alternatives, both dates, with their sources"): its sources must not end up on the date that
 * stays. The person's first BIRT / DEAT event is the fact (the export writes the fact's citations
 * under it, and the product's date over its date); so the value that does not stay becomes an
 * event of its own after the person's others, its citations and notes of the fact re-pointed to
 * that event, and the value that stays keeps (or gets) the first event of its tag.
 */
const facts = [
  { fact: 'birth', tag: 'BIRT', date: 'date_of_birth', place: 'place_of_birth' },
  { fact: 'death', tag: 'DEAT', date: 'date_of_death', place: null },
] as const;

type Fact = (typeof facts)[number];

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The first event of the fact's tag of a person, as it was before the merge. */
function factEvent(before: RowSet, personId: unknown, tag: string): Row | undefined {
  return (before.gedcom_events ?? [])
    .filter((e) => e.person_id === personId && Number(e.of_family) === 0 && e.tag === tag)
    .sort((a, b) => Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id))[0];
}

interface Value {
  date: string | null;
  place: string | null;
  event: Row | undefined;
}

/** A person's value of the fact: the product's columns, else what the fact's event says. */
function valueOf(before: RowSet, row: Row, f: Fact): Value {
  const event = factEvent(before, row.id, f.tag);
  const phrase = text(event?.date_phrase);
  return {
    date:
      text(row[f.date]) ??
      (phrase ? (parseGedcomDate(phrase).exact ?? phrase.toUpperCase()) : null),
    place: (f.place && text(row[f.place])) ?? text(event?.place),
    event,
  };
}

const has = (v: Value) => v.date !== null || v.place !== null;
const differs = (a: Value, b: Value) =>
  (a.date !== null && b.date !== null && a.date !== b.date) ||
  (a.place !== null && b.place !== null && a.place !== b.place);

/** An event row (without its id) for a value that has no event of its own. */
export function eventFor(familyId: unknown, personId: number, f: Fact, value: Value): Row {
  const iso = value.date && /^\d{4}-\d{2}-\d{2}$/.test(value.date) ? value.date : null;
  const phrase = iso ? isoToGedcomDate(iso) : value.date;
  return {
    family_id: familyId,
    person_id: personId,
    spouse_id: null,
    position: 0,
    of_family: 0,
    tag: f.tag,
    value: null,
    event_type: null,
    date_phrase: phrase,
    date_sort: phrase ? parseGedcomDate(phrase).sort : null,
    place: value.place,
    extra: null,
    locale: null,
  };
}

/**
 * Changes `after` (the rows as the merge leaves them) in place; `insertEvent` writes an event the
 * merge needs and answers it with its id. Answers the events written, which the applier must
 * treat as already there.
 */
export async function keepAlternativeFacts(
  before: RowSet,
  after: RowSet,
  [keep, other]: [Row, Row],
  merged: Row,
  insertEvent: (row: Row) => Promise<Row>,
): Promise<Row[]> {
  const keepId = Number(keep.id);
  const written: Row[] = [];
  const ownEvents = () =>
    (after.gedcom_events ?? []).filter((e) => e.person_id === keepId && Number(e.of_family) === 0);
  const afterOf = (event: Row | undefined) =>
    event && (after.gedcom_events ?? []).find((e) => e.id === event.id);
  for (const f of facts) {
    const values = [valueOf(before, keep, f), valueOf(before, other, f)] as const;
    // The value that stays: the merged date's side, else the kept person's when it has one.
    const mergedDate = text(merged[f.date]);
    const standing =
      mergedDate !== null
        ? (values.find((v) => v.date === mergedDate) ?? values[0])
        : has(values[0])
          ? values[0]
          : values[1];
    const lost = values.filter((v) => v !== standing && has(v) && differs(v, standing));
    if (lost.length === 0) continue;
    const sides = [keep, other];
    const write = async (row: Row) => {
      const event = await insertEvent(row);
      written.push({ ...event });
      (after.gedcom_events ??= []).push(event);
      return event;
    };
    for (const value of lost) {
      const personId = sides[values.indexOf(value)]!.id;
      const position = Math.max(-1, ...ownEvents().map((e) => Number(e.position))) + 1;
      let event = afterOf(value.event);
      if (event) event.position = position;
      else event = await write({ ...eventFor(keep.family_id, keepId, f, value), position });
      for (const table of ['citations', 'note_links'] as const)
        for (const row of after[table] ?? []) {
          const was = before[table]?.find((b) => b.id === row.id);
          if (was && was.person_id === personId && was.fact === f.fact && was.union_id === null) {
            row.fact = null;
            row.event_id = event.id;
          }
        }
    }
    // The value that stays is the first event of its tag: the export's fact.
    const tagged = ownEvents().filter((e) => e.tag === f.tag);
    const low = Math.min(...ownEvents().map((e) => Number(e.position)));
    const first = afterOf(standing.event);
    const order = (a: Row, b: Row) =>
      Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id);
    if (first) {
      if (tagged.some((e) => e !== first && order(e, first) < 0)) first.position = low - 1;
    } else if (has(standing))
      await write({ ...eventFor(keep.family_id, keepId, f, standing), position: low - 1 });
  }
  return written;
}

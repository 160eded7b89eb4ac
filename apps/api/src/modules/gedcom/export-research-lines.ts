import type { eventsOfPersons, ExportPersonRow, keptOfPersons } from './gedcom.repository.js';
import type { ResearchLines } from './export-research.js';

type EventRow = Awaited<ReturnType<typeof eventsOfPersons>>[number];
type KeptRow = Awaited<ReturnType<typeof keptOfPersons>>[number];

const joined = (extra: string | null, lines: string[]) =>
  extra ? `${extra}\n${lines.join('\n')}` : lines.join('\n');

/**
 * Puts a page's citations and note pointers (issue 30) where the export writes them: an event's
 * under the event (after its kept lines), a birth's or death's under the person's first BIRT or
 * DEAT (an event of its own when there is none), the name's and sex's and the person's own as
 * kept lines of those contexts. `events` and `kept` are the page's rows, changed in place.
 */
export function withResearch(
  research: ResearchLines,
  members: ExportPersonRow[],
  events: EventRow[],
  kept: KeptRow[],
  familyId: number,
): void {
  for (const e of events) {
    const lines = research.ofEvent.get(e.id);
    if (lines) e.extra = joined(e.extra, lines);
  }
  const own = (personId: number, context: string, lines: string): KeptRow => ({
    id: 0,
    family_id: familyId,
    person_id: personId,
    spouse_id: null,
    position: Number.MAX_SAFE_INTEGER,
    context,
    lines,
  });
  for (const p of members) {
    for (const [fact, tag] of [
      ['birth', 'BIRT'],
      ['death', 'DEAT'],
    ] as const) {
      const lines = research.ofFact.get(`${p.id} ${fact}`);
      if (!lines) continue;
      const event = events.find((e) => e.person_id === p.id && !e.of_family && e.tag === tag);
      if (event) event.extra = joined(event.extra, lines);
      else
        events.unshift({
          id: 0,
          family_id: familyId,
          person_id: p.id,
          spouse_id: null,
          position: -1,
          of_family: 0,
          tag,
          value: null,
          event_type: null,
          date_phrase: null,
          date_sort: null,
          place: null,
          extra: lines.join('\n'),
          locale: null,
        });
    }
    for (const [fact, context] of [
      ['name', 'NAME'],
      ['sex', 'SEX'],
    ] as const) {
      const lines = research.ofFact.get(`${p.id} ${fact}`);
      if (lines) kept.push(own(p.id, context, lines.join('\n')));
    }
    const lines = research.ofPerson.get(p.id);
    if (lines) kept.push(own(p.id, 'INDI', lines.join('\n')));
  }
}

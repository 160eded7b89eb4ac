import type { Citation, CitationMedia, RecordFact } from '@familytree/shared';
import type { CitationRow } from '../data/research.repository.js';

// The read rule of citations and note links is the access floor's: the media module asks it too.
export { mayReadCitation, type ResearchSubjectRow } from '../access/research-access.js';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** The name a record shows: its person's, or a couple's two partners' ("Anna & Mathew Koshy"). */
export function subjectName(row: {
  first_name: string | null;
  last_name: string | null;
  a_first_name: string | null;
  a_last_name: string | null;
  b_first_name: string | null;
  b_last_name: string | null;
}): string | null {
  const own = fullName(row.first_name, row.last_name);
  if (own !== null) return own;
  const names = [
    fullName(row.a_first_name, row.a_last_name),
    fullName(row.b_first_name, row.b_last_name),
  ].filter((n): n is string => n !== null);
  return names.length === 0 ? null : names.join(' & ');
}

export const partnerIdsOf = (row: { a_id: number | null; b_id: number | null }): number[] =>
  [row.a_id, row.b_id].filter((id): id is number => id !== null);

export const citationOf = (row: CitationRow): Citation => ({
  citationId: row.id,
  sourceId: row.source_id,
  sourceTitle: row.source_title,
  personId: row.person_id,
  personName: subjectName(row),
  unionId: row.union_id,
  partnerIds: row.union_id === null ? [] : partnerIdsOf(row),
  eventId: row.event_id,
  fact: row.fact as RecordFact | null,
  page: row.page,
  date: row.date,
  quality: row.quality,
  note: row.note,
});

/**
 * The citations with their media (decision 0039: whom sees a citation sees its media), from one
 * read of the media of every citation of the list (data/citation-media.repository.ts).
 */
export function withMedia(
  citations: Citation[],
  media: Array<CitationMedia & { citationId: number }>,
): Citation[] {
  const byCitation = new Map<number, CitationMedia[]>();
  for (const { citationId, ...item } of media)
    byCitation.set(citationId, [...(byCitation.get(citationId) ?? []), item]);
  return citations.map((c) => ({ ...c, media: byCitation.get(c.citationId) ?? [] }));
}

import type { Citation, RecordFact } from '@familytree/shared';
import type { PrivacyPolicy } from '../access/privacy.js';
import type { CitationRow } from '../data/research.repository.js';

interface Life {
  date_of_birth: string | null;
  date_of_death: string | null;
  living: number | null;
}

/** A record about a person (their life facts) or a couple (its partners', as `a_*`, `b_*`). */
export interface ResearchSubjectRow extends Life {
  person_id: number | null;
  union_id?: number | null;
  a_id?: number | null;
  a_date_of_birth?: string | null;
  a_date_of_death?: string | null;
  a_living?: number | null;
  b_id?: number | null;
  b_date_of_birth?: string | null;
  b_date_of_death?: string | null;
  b_living?: number | null;
}

function maySeePerson(policy: PrivacyPolicy, id: number, life: Life): boolean {
  if (policy.seesLiving || id === policy.ownPersonId) return true;
  return !policy.isLiving({
    id,
    family_id: policy.familyId,
    date_of_birth: life.date_of_birth,
    date_of_death: life.date_of_death,
    living: life.living ?? 1,
  });
}

/**
 * Whether the viewer may see a citation or a note's link: one about a living person only who sees
 * that person in full (decision 0034, the living-person rule of the tree); one about a couple only
 * who sees both partners' facts (a marriage is a fact of each of them).
 */
export function mayReadCitation(policy: PrivacyPolicy, row: ResearchSubjectRow): boolean {
  if (row.person_id !== null) return maySeePerson(policy, row.person_id, row);
  if (row.union_id === null || row.union_id === undefined) return true;
  const partner = (id: number | null | undefined, life: Life) =>
    id === null || id === undefined || maySeePerson(policy, id, life);
  return (
    partner(row.a_id, {
      date_of_birth: row.a_date_of_birth ?? null,
      date_of_death: row.a_date_of_death ?? null,
      living: row.a_living ?? null,
    }) &&
    partner(row.b_id, {
      date_of_birth: row.b_date_of_birth ?? null,
      date_of_death: row.b_date_of_death ?? null,
      living: row.b_living ?? null,
    })
  );
}

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

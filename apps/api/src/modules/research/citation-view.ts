import type { Citation, CitedFact } from '@familytree/shared';
import type { PrivacyPolicy } from '../access/privacy.js';
import type { CitationRow } from '../data/research.repository.js';

/**
 * Whether the viewer may see a citation: one about a living person only who sees that person in
 * full (decision 0034, the living-person rule of the tree); one about a couple, for now, as the
 * family's.
 */
export function mayReadCitation(
  policy: PrivacyPolicy,
  row: {
    person_id: number | null;
    date_of_birth: string | null;
    date_of_death: string | null;
    living: number | null;
  },
): boolean {
  if (row.person_id === null || policy.seesLiving || row.person_id === policy.ownPersonId)
    return true;
  return !policy.isLiving({
    id: row.person_id,
    family_id: policy.familyId,
    date_of_birth: row.date_of_birth,
    date_of_death: row.date_of_death,
    living: row.living ?? 1,
  });
}

export const citationOf = (row: CitationRow): Citation => ({
  citationId: row.id,
  sourceId: row.source_id,
  sourceTitle: row.source_title,
  personId: row.person_id,
  personName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  fact: row.fact as CitedFact | null,
  page: row.page,
  date: row.date,
  quality: row.quality,
  note: row.note,
});

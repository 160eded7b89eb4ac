import type { Db } from '../../infra/database.js';
import { findUnionOfFamily } from '../data/research.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { canEditPerson } from './access.policy.js';
import type { PrivacyPolicy } from './privacy.js';
import type { RequestScope } from './request-scope.js';

/**
 * Who reads and who writes what is recorded about a person or a couple (issue 30, decision 0034):
 * citations, note links, and a citation's media (decision 0039), which both the research and the
 * media module ask.
 */

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

/**
 * Through whom the viewer may write a person's or a couple's records: the person, or the first
 * partner of the couple they may edit (a family admin; the branch admin of at least one partner).
 * null: not theirs to write; undefined: no such person or couple in the family.
 */
export async function subjectEditedThrough(
  db: Db,
  scope: RequestScope,
  subject: { person_id: number | null; union_id: number | null },
): Promise<number | null | undefined> {
  const { familyId } = scope;
  if (subject.person_id !== null) {
    const person = await findPerson(db, familyId, subject.person_id);
    if (!person) return undefined;
    return (await canEditPerson(db, scope, person)) ? person.id : null;
  }
  const union =
    subject.union_id === null ? undefined : await findUnionOfFamily(db, familyId, subject.union_id);
  if (!union) return undefined;
  for (const id of [union.person_id, union.spouse_id]) {
    const partner = await findPerson(db, familyId, id);
    if (partner && (await canEditPerson(db, scope, partner))) return id;
  }
  return null;
}

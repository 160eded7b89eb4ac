import type { Db } from '../../infra/database.js';
import { invalidInput } from '../../infra/errors.js';
import { serverText } from '../../infra/user-text.js';
import type { ImportPlan } from './import-plan.js';
import type { AcceptedMatch } from './import-matches.js';
import { familyPersonIdsAmong } from './import-match.repository.js';

const refuse = (text: ReturnType<typeof serverText>) => invalidInput({ decisions: text });
const notJson = () => refuse(serverText('gedcom.decisionsNotJson'));

/**
 * The multipart field `decisions` of an import into an existing tree (decision 0055): JSON
 * `{ "<xref>": personId | null }`, null importing the file's person as new. Every refusal is a
 * 400 naming the field: not that JSON, an xref the file lacks, a person of no person of this
 * family, two of the file's persons matched with one of the family's. Answers the matches the
 * import merges, parents first as the plan orders its persons.
 */
export async function acceptedDecisions(
  db: Db,
  familyId: number,
  plan: ImportPlan,
  text: string,
): Promise<AcceptedMatch[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notJson();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw notJson();
  const index = new Map(plan.persons.map((p, i) => [p.xref, i]));
  const chosen: Array<AcceptedMatch & { at: number }> = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== null && !(Number.isSafeInteger(value) && (value as number) > 0)) throw notJson();
    const xref = key.replace(/^@|@$/g, '');
    const at = index.get(xref);
    if (at === undefined)
      throw refuse(serverText('gedcom.decisionsUnknownXref', { xref: `@${xref}@` }));
    if (value !== null) chosen.push({ xref, personId: value as number, at });
  }
  const ids = [...new Set(chosen.map((c) => c.personId))];
  const known = await familyPersonIdsAmong(db, familyId, ids);
  const taken = new Map<number, string>();
  for (const c of chosen) {
    if (!known.has(c.personId))
      throw refuse(serverText('gedcom.decisionsUnknownPerson', { id: String(c.personId) }));
    const first = taken.get(c.personId);
    if (first !== undefined)
      throw refuse(
        serverText('gedcom.decisionsSamePerson', {
          first: `@${first}@`,
          second: `@${c.xref}@`,
          id: String(c.personId),
        }),
      );
    taken.set(c.personId, c.xref);
  }
  return chosen.sort((a, b) => a.at - b.at).map(({ xref, personId }) => ({ xref, personId }));
}

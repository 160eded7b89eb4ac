import type { CandidateMatch, MatchCandidate } from '../matching/index.js';
import type { ImportPlan } from './import-plan.js';

/**
 * The two sides an import into an existing tree matches (issue 33, decision 0055): the file's
 * persons, keyed by their xrefs, and the family's, keyed by their ids as strings; each side's
 * relatives are keys of the same side, so the engine lets a matched father support his child.
 */
export function fileCandidates(plan: ImportPlan): MatchCandidate[] {
  const spouses = plan.persons.map(() => [] as string[]);
  const children = plan.persons.map(() => [] as string[]);
  const xref = (i: number) => plan.persons[i]!.xref;
  for (const u of plan.unions) {
    spouses[u.person]!.push(xref(u.spouse));
    spouses[u.spouse]!.push(xref(u.person));
  }
  plan.persons.forEach((p) => {
    if (p.father !== null) children[p.father]!.push(p.xref);
    if (p.mother !== null && p.mother !== p.father) children[p.mother]!.push(p.xref);
  });
  // A FAM's partners are spouses even when the file gives no union row (one partner unknown).
  for (const f of plan.families)
    if (f.partner !== null && f.spouse !== null) {
      if (!spouses[f.partner]!.includes(xref(f.spouse))) spouses[f.partner]!.push(xref(f.spouse));
      if (!spouses[f.spouse]!.includes(xref(f.partner))) spouses[f.spouse]!.push(xref(f.partner));
    }
  return plan.persons.map((p, i) => ({
    key: p.xref,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    nickName: p.nickName,
    familyName: null,
    gender: p.gender,
    dateOfBirth: p.dateOfBirth,
    dateOfDeath: p.dateOfDeath,
    placeOfBirth: p.placeOfBirth,
    father: p.father === null ? null : xref(p.father),
    mother: p.mother === null ? null : xref(p.mother),
    spouses: spouses[i]!,
    children: children[i]!,
  }));
}

/** A file person accepted as a family person: what the import merges. */
export interface AcceptedMatch {
  xref: string;
  personId: number;
}

/** The matches at or above `score`, as the import accepts them without decisions. */
export const acceptedAbove = (matches: CandidateMatch[], score: number): AcceptedMatch[] =>
  matches.filter((m) => m.score >= score).map((m) => ({ xref: m.left, personId: Number(m.right) }));

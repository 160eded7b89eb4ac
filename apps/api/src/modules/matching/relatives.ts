import type { MatchReason } from './match-types.js';
import type { Prepared } from './prepare.js';
import { weights } from './weights.js';

/** A candidate's relatives as indices of its own side (-1: not among the candidates). */
export interface Relatives {
  father: number;
  mother: number;
  spouses: number[];
  children: number[];
}

export function relativesOf(persons: Prepared[]): Relatives[] {
  const indexOf = new Map(persons.map((p, i) => [p.candidate.key, i]));
  const at = (key: string | null) => (key === null ? -1 : (indexOf.get(key) ?? -1));
  return persons.map(({ candidate: c }) => ({
    father: at(c.father),
    mother: at(c.mother),
    spouses: c.spouses.map(at).filter((i) => i >= 0),
    children: c.children.map(at).filter((i) => i >= 0),
  }));
}

/** Whether left relative `x` and right relative `y` are currently taken for one person. */
export type SamePerson = (x: number, y: number) => boolean;

/**
 * `same`: left relative `x` and right relative `y` are currently taken for one person;
 * `different`: they are currently taken for two (within a family: two records that are no pair;
 * across: one of them is matched to someone else).
 */
export interface Sameness {
  same: SamePerson;
  different: SamePerson;
}

/**
 * The support a pair gets from its relatives (decision 0054): a father, mother, spouse or child
 * of one that is matched to the same relative of the other; and what counts against it: a known
 * father or mother of each that are two persons (`differentParents`). Names are the left side's,
 * but for the differing parents, of each side.
 */
export function relativeReasons(
  a: Relatives,
  b: Relatives,
  [leftPersons, rightPersons]: [Prepared[], Prepared[]],
  { same, different }: Sameness,
): MatchReason[] {
  const w = weights.relatives;
  if (a.father < 0 && a.mother < 0 && a.spouses.length === 0 && a.children.length === 0) return [];
  const nameOf = (i: number) => leftPersons[i]!.displayName;
  const reasons: MatchReason[] = [];
  const pairs = [
    [a.father, b.father],
    [a.mother, b.mother],
  ].filter(([x, y]) => x! >= 0 && y! >= 0);
  const parents = pairs.filter(([x, y]) => same(x!, y!));
  if (parents.length > 0)
    reasons.push({
      code: 'sameParents',
      points: w.parent * parents.length,
      values: { name: parents.map(([x]) => nameOf(x!)).join(' & ') },
    });
  const differing = pairs.filter(([x, y]) => different(x!, y!));
  if (differing.length > 0)
    reasons.push({
      code: 'differentParents',
      points: w.differentParent * differing.length,
      values: {
        left: differing.map(([x]) => nameOf(x!)).join(' & '),
        right: differing.map(([, y]) => rightPersons[y!]!.displayName).join(' & '),
      },
    });
  const spouse = a.spouses.find((x) => b.spouses.some((y) => same(x, y)));
  if (spouse !== undefined)
    reasons.push({ code: 'sameSpouse', points: w.spouse, values: { name: nameOf(spouse) } });
  const children = a.children.filter((x) => b.children.some((y) => same(x, y)));
  if (children.length > 0)
    reasons.push({
      code: 'sameChildren',
      points: Math.min(w.children, w.child * children.length),
      values: { name: children.map(nameOf).join(', ') },
    });
  return reasons;
}

export const maxRelativePoints =
  2 * weights.relatives.parent + weights.relatives.spouse + weights.relatives.children;

/** Whether one is the other's parent, child or spouse: never two records of one person. */
export function closelyRelated(i: number, j: number, a: Relatives, b: Relatives): boolean {
  return (
    a.father === j ||
    a.mother === j ||
    b.father === i ||
    b.mother === i ||
    a.spouses.includes(j) ||
    a.children.includes(j)
  );
}

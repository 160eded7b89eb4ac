import { toGender, type RelationKind } from '@familytree/shared';
import { bloodLinks, type BloodLink } from './relation-blood.js';
import {
  ancestorSet,
  spousesIn,
  type AncestorSet,
  type RelationGraph,
  type RelationPerson,
} from './relation-graph.js';
import type { Line, LinePerson, RelationTerm } from './naming/relation-term.js';
import { relationPath } from './relation-tree.js';

/** One relation of the first person to the second, with what draws its tree. */
export interface Found {
  kind: RelationKind;
  /** Links of parent, child and spouse between the two. */
  distance: number;
  link: BloodLink;
  /** A spouse hung beside the first or the second end of the blood path. */
  marriedAtFirst?: number;
  marriedAtSecond?: number;
  /** Step-siblings: the second person's parent, married to the first person's parent. */
  stepParent?: number;
  /** What the first person is to the second, for a language to name (the engine names nothing). */
  term: RelationTerm;
}

/** A link with no blood in it: the tree is the one person, the other hung beside them. */
const soloLink = (id: number): BloodLink => ({
  ancestorId: id,
  up: 0,
  down: 0,
  pathToFirst: [id],
  pathToSecond: [id],
  lineal: false,
  half: false,
  multiplicity: 1,
});

const rank: Record<RelationKind, number> = { marriage: 0, blood: 1, 'in-law': 2, step: 2 };

/**
 * Every relation of the first person to the second, nearest first: the marriage when they are a
 * couple, then blood (lineal before collateral at equal distance), then in-law and step
 * relations through either one's spouse or their parents' marriage.
 */
export function relationsBetween(
  graph: RelationGraph,
  a: RelationPerson,
  b: RelationPerson,
): Found[] {
  const gender = (id: number) => toGender(graph.persons.get(id)!.gender);
  const sets = new Map<number, AncestorSet>();
  const ancestors = (id: number) => {
    if (!sets.has(id)) sets.set(id, ancestorSet(graph, id));
    return sets.get(id)!;
  };
  const onLine = (id: number): LinePerson => {
    const p = graph.persons.get(id)!;
    return { id, gender: toGender(p.gender), birth: p.date_of_birth, childOrder: p.child_order };
  };
  const line = (link: BloodLink): Line => ({
    up: link.up,
    down: link.down,
    lineal: link.lineal,
    half: link.half,
    multiplicity: link.lineal ? 1 : link.multiplicity,
    toFirst: link.pathToFirst.map(onLine),
    toSecond: link.pathToSecond.map(onLine),
  });
  const found: Found[] = [];
  const aSpouses = spousesIn(graph, a.id);
  const bSpouses = spousesIn(graph, b.id);

  if (aSpouses.includes(b.id))
    found.push({
      kind: 'marriage',
      distance: 1,
      // The second person hangs beside the first: the path reads first → second.
      link: soloLink(a.id),
      marriedAtSecond: b.id,
      term: { kind: 'spouse', gender: gender(a.id) },
    });

  for (const link of bloodLinks(graph, ancestors(a.id), ancestors(b.id)))
    found.push({
      kind: 'blood',
      distance: link.up + link.down,
      link,
      term: { kind: 'blood', line: line(link) },
    });

  for (const spouse of aSpouses) {
    if (spouse === b.id) continue;
    for (const link of bloodLinks(graph, ancestors(spouse), ancestors(b.id))) {
      if (throughTheirChild(graph, link.pathToSecond, link, a.id)) continue;
      found.push({
        kind: kindOf(link, 'parent'),
        distance: 1 + link.up + link.down,
        link,
        marriedAtFirst: a.id,
        term: { kind: 'spouse-of-relative', gender: gender(a.id), partnerLine: line(link) },
      });
    }
  }
  for (const spouse of bSpouses) {
    if (spouse === a.id) continue;
    for (const link of bloodLinks(graph, ancestors(a.id), ancestors(spouse))) {
      if (throughTheirChild(graph, link.pathToFirst, link, b.id)) continue;
      found.push({
        kind: kindOf(link, 'child'),
        distance: 1 + link.up + link.down,
        link,
        marriedAtSecond: b.id,
        term: { kind: 'relative-of-spouse', line: line(link), spouseGender: gender(spouse) },
      });
    }
  }

  // Co-in-laws: married to two siblings (full or half). Nothing nearer has a name for them.
  for (const spouse of aSpouses) {
    if (spouse === b.id) continue;
    for (const otherSpouse of bSpouses) {
      if (otherSpouse === a.id || otherSpouse === spouse) continue;
      for (const link of bloodLinks(graph, ancestors(spouse), ancestors(otherSpouse))) {
        if (link.lineal || link.up !== 1 || link.down !== 1) continue;
        found.push({
          kind: 'in-law',
          distance: 4,
          link,
          marriedAtFirst: a.id,
          marriedAtSecond: b.id,
          term: { kind: 'co-sibling-in-law', gender: gender(a.id), siblings: line(link) },
        });
      }
    }
  }

  // Step-siblings: a parent of each, married to each other, and no parent in common.
  const aParents = [a.father_id, a.mother_id].filter((id): id is number => id !== null);
  const bParents = [b.father_id, b.mother_id].filter((id): id is number => id !== null);
  if (!aParents.some((p) => bParents.includes(p)))
    for (const p of aParents)
      for (const q of bParents)
        if (spousesIn(graph, p).includes(q) && graph.persons.has(q))
          found.push({
            kind: 'step',
            distance: 3,
            link: { ...soloLink(p), pathToFirst: [p, a.id], pathToSecond: [p, b.id] },
            stepParent: q,
            term: { kind: 'step-sibling', gender: gender(a.id) },
          });

  return found
    .filter((f) => visitsEachOnce(relationPath(f)))
    .sort((x, y) => rank[x.kind] - rank[y.kind] || x.distance - y.distance);
}

/**
 * A spouse who is the other's ancestor, reached down through a child of the couple: the one
 * married to that spouse is then the same ancestor (or descendant) by blood along the same line,
 * so the marriage relation adds nothing ("grandfather; also the husband of her grandmother",
 * "son; also her stepson"). `line` runs from the spouse down; `partner` is the one married to them.
 */
function throughTheirChild(
  graph: RelationGraph,
  line: readonly number[],
  link: BloodLink,
  partner: number,
): boolean {
  if (!link.lineal || line.length < 2 || line[0] !== link.ancestorId) return false;
  const child = graph.persons.get(line[1]!);
  return child !== undefined && (child.father_id === partner || child.mother_id === partner);
}

/** A relation whose path passes one person twice goes through one of the two: not a relation. */
const visitsEachOnce = (path: readonly number[]) => new Set(path).size === path.length;

/**
 * The step relations: the first person is the spouse of the second's parent (stepfather), or a
 * child of the second's spouse (stepson); every other marriage relation is an in-law.
 */
function kindOf(link: BloodLink, stepWhen: 'parent' | 'child'): RelationKind {
  const parent = link.lineal && link.up === 0 && link.down === 1;
  const child = link.lineal && link.up === 1 && link.down === 0;
  return (stepWhen === 'parent' ? parent : child) ? 'step' : 'in-law';
}

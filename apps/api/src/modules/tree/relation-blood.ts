import { otherParent, pathDown, type AncestorSet, type RelationGraph } from './relation-graph.js';

/** One blood relation of two persons, through one common ancestor (or a couple of them). */
export interface BloodLink {
  /** The common ancestor the tree is rooted at: the father of a couple, or the lineal ancestor. */
  ancestorId: number;
  up: number;
  down: number;
  /** From the common ancestor down to the first person, and down to the second. */
  pathToFirst: number[];
  pathToSecond: number[];
  /** One of the two is the other's ancestor. */
  lineal: boolean;
  /** The two descend from only one of a couple whose other member is known on both sides. */
  half: boolean;
  /** Through how many distinct ancestors or couples at the same distance (2: "double"). */
  multiplicity: number;
}

/** A common ancestor from whom the two descend through two different children. */
interface Junction {
  id: number;
  /** The child toward the first person and the child toward the second. */
  towardFirst: number;
  towardSecond: number;
  up: number;
  down: number;
}

/**
 * The common ancestor `id` joins the two through its children `k1` (toward the first) and `k2`
 * (toward the second) unless both children are themselves common ancestors: then a nearer
 * ancestor names that relation. One child common is allowed, so that an ancestor who is also a
 * collateral relative (pedigree collapse) keeps both names.
 */
function junctionAt(
  graph: RelationGraph,
  id: number,
  first: AncestorSet,
  second: AncestorSet,
): Junction | null {
  const kids = graph.children.get(id) ?? [];
  let best: Junction | null = null;
  for (const k1 of kids) {
    const d1 = first.distance.get(k1);
    if (d1 === undefined) continue;
    for (const k2 of kids) {
      const d2 = second.distance.get(k2);
      if (d2 === undefined || k1 === k2) continue;
      if (second.distance.has(k1) && first.distance.has(k2)) continue;
      const up = d1 + 1;
      const down = d2 + 1;
      if (!best || up + down < best.up + best.down)
        best = { id, towardFirst: k1, towardSecond: k2, up, down };
    }
  }
  return best;
}

const byNearness = (x: Junction, y: Junction) =>
  x.up + x.down - (y.up + y.down) || Math.max(x.up, x.down) - Math.max(y.up, y.down);

function lineal(ancestor: number, set: AncestorSet, ancestorIsFirst: boolean): BloodLink {
  const line = pathDown(set, ancestor);
  const distance = set.distance.get(ancestor)!;
  return {
    ancestorId: ancestor,
    up: ancestorIsFirst ? 0 : distance,
    down: ancestorIsFirst ? distance : 0,
    pathToFirst: ancestorIsFirst ? [ancestor] : line,
    pathToSecond: ancestorIsFirst ? line : [ancestor],
    lineal: true,
    half: false,
    multiplicity: 1,
  };
}

/**
 * Every blood relation of the first person to the second, nearest first, lineal before
 * collateral at equal distance and full before half. All common ancestors are considered: a
 * couple who are both common ancestors through the same two children make one full relation,
 * one of a couple alone a half relation, and distinct couples at the same distance one
 * "double" relation.
 */
export function bloodLinks(
  graph: RelationGraph,
  first: AncestorSet,
  second: AncestorSet,
): BloodLink[] {
  const links: BloodLink[] = [];
  if (second.distance.has(first.start)) links.push(lineal(first.start, second, true));
  if (first.distance.has(second.start)) links.push(lineal(second.start, first, false));

  const junctions: Junction[] = [];
  for (const id of first.distance.keys()) {
    if (id === first.start || id === second.start || !second.distance.has(id)) continue;
    const junction = junctionAt(graph, id, first, second);
    if (junction) junctions.push(junction);
  }
  // Father before mother, so that a couple's tree is rooted at the father.
  const isFather = (j: Junction) => graph.persons.get(j.towardFirst)?.father_id === j.id;
  junctions.sort((x, y) => byNearness(x, y) || Number(isFather(y)) - Number(isFather(x)));

  const byId = new Map(junctions.map((j) => [j.id, j]));
  const used = new Set<number>();
  const groups = new Map<string, BloodLink>();
  for (const j of junctions) {
    if (used.has(j.id)) continue;
    used.add(j.id);
    const viaFirst = otherParent(graph.persons.get(j.towardFirst)!, j.id);
    const viaSecond = otherParent(graph.persons.get(j.towardSecond)!, j.id);
    // The other parent of both children is the couple's other half: one full relation.
    if (viaFirst !== null && viaFirst === viaSecond && byId.has(viaFirst)) used.add(viaFirst);
    const half = viaFirst !== null && viaSecond !== null && viaFirst !== viaSecond;
    const key = `${j.up}:${j.down}:${half}`;
    const group = groups.get(key);
    if (group) {
      group.multiplicity += 1;
      continue;
    }
    groups.set(key, {
      ancestorId: j.id,
      up: j.up,
      down: j.down,
      pathToFirst: [j.id, ...pathDown(first, j.towardFirst)],
      pathToSecond: [j.id, ...pathDown(second, j.towardSecond)],
      lineal: false,
      half,
      multiplicity: 1,
    });
  }
  links.push(...groups.values());
  return links.sort(
    (x, y) =>
      x.up + x.down - (y.up + y.down) ||
      Number(x.lineal ? 0 : 1) - Number(y.lineal ? 0 : 1) ||
      Number(x.half) - Number(y.half) ||
      Math.max(x.up, x.down) - Math.max(y.up, y.down),
  );
}

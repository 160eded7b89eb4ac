import type { TreeNode } from '@familytree/shared';
import { treePerson } from './family-graph.js';
import type { Found } from './relation-kinds.js';
import type { PersonRow } from '../data/tree.repository.js';

/**
 * The persons on the two paths as a tree from the common ancestor down (spec part 7, relation).
 * `persons` holds at least the path's persons and their parents, as full rows.
 */
export function relationTree(persons: ReadonlyMap<number, PersonRow>, found: Found): TreeNode {
  const { link } = found;
  const person = (id: number) => persons.get(id)!;
  /** The node of the person at `depth` on each of `paths` (which agree there), no children yet. */
  const nodeAt = (paths: number[][], depth: number): { node: TreeNode; nextIds: number[] } => {
    const id = paths[0]![depth]!;
    const nextIds = [
      ...new Set(paths.map((p) => p[depth + 1]).filter((x): x is number => x !== undefined)),
    ];
    const spouse: PersonRow[] = [];
    const addSpouse = (other: PersonRow | undefined) => {
      if (other && other.id !== id && !spouse.some((s) => s.id === other.id)) spouse.push(other);
    };
    for (const childId of nextIds) {
      const child = person(childId);
      if (found.stepParent !== undefined && child.father_id !== id && child.mother_id !== id) {
        addSpouse(person(found.stepParent));
        continue;
      }
      const otherParent = child.father_id === id ? child.mother_id : child.father_id;
      addSpouse(otherParent === null ? undefined : persons.get(otherParent));
    }
    if (found.marriedAtFirst !== undefined && id === link.pathToFirst.at(-1))
      addSpouse(person(found.marriedAtFirst));
    if (found.marriedAtSecond !== undefined && id === link.pathToSecond.at(-1))
      addSpouse(person(found.marriedAtSecond));
    return {
      node: { member: treePerson(person(id)), spouse: spouse.map(treePerson), childs: [] },
      nextIds,
    };
  };
  // Iterative, not recursive: a line of thousands of generations is one node per generation.
  const top: TreeNode[] = [];
  const work: Array<{ paths: number[][]; depth: number; into: TreeNode[] }> = [
    { paths: [link.pathToFirst, link.pathToSecond], depth: 0, into: top },
  ];
  while (work.length > 0) {
    const { paths, depth, into } = work.pop()!;
    const { node, nextIds } = nodeAt(paths, depth);
    into.push(node);
    // Last pushed is built first: push in reverse so that the children keep their order.
    for (const childId of [...nextIds].reverse())
      work.push({
        paths: paths.filter((p) => p[depth + 1] === childId),
        depth: depth + 1,
        into: node.childs,
      });
  }
  return top[0]!;
}

/** The persons whose full rows `relationTree` reads: the path and the parents of each on it. */
export function relationTreeIds(
  persons: ReadonlyMap<number, Pick<PersonRow, 'father_id' | 'mother_id'>>,
  found: Found,
): number[] {
  const ids = new Set<number>();
  for (const id of relationPath(found)) {
    ids.add(id);
    const p = persons.get(id);
    if (p && p.father_id !== null) ids.add(p.father_id);
    if (p && p.mother_id !== null) ids.add(p.mother_id);
  }
  return [...ids];
}

export function relationPath(found: Found): number[] {
  const { link } = found;
  const ids = [...[...link.pathToFirst].reverse(), ...link.pathToSecond.slice(1)];
  if (found.stepParent !== undefined) ids.splice(ids.length - 1, 0, found.stepParent);
  if (found.marriedAtFirst !== undefined) ids.unshift(found.marriedAtFirst);
  if (found.marriedAtSecond !== undefined) ids.push(found.marriedAtSecond);
  return ids;
}

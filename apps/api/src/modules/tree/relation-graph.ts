import type { PersonRow, UnionRow } from '../data/tree.repository.js';

/** What the relation engine reads of a person: the links and the gender that names them. */
export type RelationPerson = Pick<
  PersonRow,
  'id' | 'family_id' | 'gender' | 'father_id' | 'mother_id' | 'date_of_birth' | 'child_order'
>;

/**
 * The part of the family a relation search reads, held in memory: persons by id, each person's
 * children among them, and unions. Pure functions over it, so that a later "everyone related to
 * me" can reuse one person's ancestor set against many others.
 */
export interface RelationGraph<P extends RelationPerson = RelationPerson> {
  persons: Map<number, P>;
  children: Map<number, number[]>;
  unions: UnionRow[];
}

export function relationGraph<P extends RelationPerson>(
  rows: readonly P[],
  unions: readonly UnionRow[],
): RelationGraph<P> {
  // In id order, so that the answer does not depend on the order the rows came in (the database
  // walk's order, or the links held in memory): equally near paths are chosen the same way.
  const persons = [...rows].sort((a, b) => a.id - b.id);
  const byId = new Map(persons.map((p) => [p.id, p]));
  const children = new Map<number, number[]>();
  for (const p of persons) {
    for (const parent of [p.father_id, p.mother_id]) {
      if (parent === null) continue;
      const list = children.get(parent);
      if (list) list.push(p.id);
      else children.set(parent, [p.id]);
    }
  }
  const ordered = [...unions].sort(
    (x, y) =>
      x.union_order - y.union_order || x.person_id - y.person_id || x.spouse_id - y.spouse_id,
  );
  return { persons: byId, children, unions: ordered };
}

/** A person's ancestors (the person at 0) at their shortest distance, and the child below each. */
export interface AncestorSet {
  start: number;
  distance: Map<number, number>;
  below: Map<number, number>;
}

/**
 * Breadth-first up the parent links, father before mother: every ancestor once, at its smallest
 * distance, so a loop in bad data ends and no depth limit applies.
 */
export function ancestorSet(graph: RelationGraph, start: number): AncestorSet {
  const distance = new Map([[start, 0]]);
  const below = new Map<number, number>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    const person = graph.persons.get(id);
    if (!person) continue;
    for (const parent of [person.father_id, person.mother_id]) {
      if (parent === null || distance.has(parent) || !graph.persons.has(parent)) continue;
      distance.set(parent, distance.get(id)! + 1);
      below.set(parent, id);
      queue.push(parent);
    }
  }
  return { start, distance, below };
}

/** From an ancestor down to the start of the set, along the children the walk came up through. */
export function pathDown(set: AncestorSet, ancestorId: number): number[] {
  const path = [ancestorId];
  let current = ancestorId;
  while (current !== set.start && set.below.has(current)) {
    current = set.below.get(current)!;
    path.push(current);
  }
  return path;
}

/** The spouses of a person, in union order. */
export function spousesIn(graph: RelationGraph, personId: number): number[] {
  return graph.unions
    .filter((u) => u.person_id === personId || u.spouse_id === personId)
    .map((u) => (u.person_id === personId ? u.spouse_id : u.person_id))
    .filter((id, i, all) => all.indexOf(id) === i);
}

export const otherParent = (child: RelationPerson, parentId: number): number | null =>
  child.father_id === parentId ? child.mother_id : child.father_id;

import type { PersonRow, UnionRow } from '../data/tree.repository.js';

/**
 * The parent and union links around one family, held in memory by each server process so that
 * a relation search walks them without SQL (decision 0016): the rows of the family's persons, the partners
 * linked to them from other families and those partners' partners, every ancestor of all of
 * them, and every union of the persons whose unions were read (`unionsRead`).
 */
export interface FamilyLinks {
  familyId: number;
  persons: Map<number, PersonRow>;
  /** The unions of each person who has any. */
  unionsOf: Map<number, UnionRow[]>;
  /** Persons all of whose unions are in `unionsOf` (a person with none has no entry). */
  unionsRead: Set<number>;
  /** The `tree_version` of every family the links came from, read before the links. */
  versions: Map<number, number>;
}

export function emptyLinks(familyId: number, versions: Map<number, number>): FamilyLinks {
  return { familyId, persons: new Map(), unionsOf: new Map(), unionsRead: new Set(), versions };
}

export function addPersons(links: FamilyLinks, persons: readonly PersonRow[]): void {
  for (const p of persons) links.persons.set(p.id, p);
}

const sameUnion = (x: UnionRow, y: UnionRow) =>
  x.person_id === y.person_id &&
  x.spouse_id === y.spouse_id &&
  x.family_id === y.family_id &&
  x.union_order === y.union_order;

/** Records every union of `readFor` (their lists are complete from now on). */
export function addUnions(
  links: FamilyLinks,
  readFor: Iterable<number>,
  unions: readonly UnionRow[],
): void {
  for (const id of readFor) links.unionsRead.add(id);
  for (const u of unions) {
    for (const end of [u.person_id, u.spouse_id]) {
      if (!links.unionsRead.has(end)) continue;
      const list = links.unionsOf.get(end);
      if (!list) links.unionsOf.set(end, [u]);
      else if (!list.some((x) => sameUnion(x, u))) list.push(u);
    }
  }
}

/** The families of every person and union held: the versions a use must check. */
export function familiesOf(links: FamilyLinks): Set<number> {
  const families = new Set([links.familyId]);
  for (const p of links.persons.values()) families.add(p.family_id);
  for (const list of links.unionsOf.values()) for (const u of list) families.add(u.family_id);
  return families;
}

/**
 * What `findRelationGraph` reads for two persons, from the links in memory: the unions of the two
 * and of their parents, and every ancestor of the two and of their spouses. Null when the links
 * do not hold all of it (a person outside them): the caller then asks the database.
 */
export function relationRowsFrom(
  links: FamilyLinks,
  ids: readonly [number, number],
): { persons: PersonRow[]; unions: UnionRow[] } | null {
  const near: number[] = [];
  for (const id of ids) {
    const person = links.persons.get(id);
    if (!person) return null;
    near.push(id);
    if (person.father_id !== null) near.push(person.father_id);
    if (person.mother_id !== null) near.push(person.mother_id);
  }
  const unions: UnionRow[] = [];
  for (const id of near) {
    if (!links.unionsRead.has(id)) return null;
    for (const u of links.unionsOf.get(id) ?? []) if (!unions.includes(u)) unions.push(u);
  }
  const starts = new Set<number>(ids);
  for (const u of unions) {
    if (ids.includes(u.person_id)) starts.add(u.spouse_id);
    if (ids.includes(u.spouse_id)) starts.add(u.person_id);
  }
  const persons: PersonRow[] = [];
  const walked = new Set<number>();
  const queue = [...starts];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    if (walked.has(id)) continue;
    walked.add(id);
    const person = links.persons.get(id);
    if (!person) return null;
    persons.push(person);
    if (person.father_id !== null) queue.push(person.father_id);
    if (person.mother_id !== null) queue.push(person.mother_id);
  }
  unions.sort((a, b) => a.union_order - b.union_order);
  return { persons, unions };
}

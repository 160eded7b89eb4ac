import { imageUrl, type Gender, type TreeNode, type TreePerson } from '@familytree/shared';
import type { PersonRow, UnionRow } from '../data/tree.repository.js';

/** An in-memory view of one family's persons and unions, for building tree nodes in one pass. */
export class FamilyGraph {
  private readonly byId = new Map<number, PersonRow>();
  private readonly childrenByParent = new Map<number, PersonRow[]>();
  private readonly partnersById = new Map<number, number[]>();

  constructor(persons: PersonRow[], unions: UnionRow[], outsideSpouses: PersonRow[] = []) {
    for (const p of [...persons, ...outsideSpouses]) this.byId.set(p.id, p);
    for (const p of persons) {
      for (const parent of new Set([p.father_id, p.mother_id])) {
        if (parent === null) continue;
        const list = this.childrenByParent.get(parent) ?? [];
        list.push(p);
        this.childrenByParent.set(parent, list);
      }
    }
    for (const list of this.childrenByParent.values()) {
      list.sort((a, b) => (a.child_order ?? 1e9) - (b.child_order ?? 1e9) || a.id - b.id);
    }
    const sorted = [...unions].sort((a, b) => a.union_order - b.union_order);
    for (const u of sorted) {
      this.partnersById.set(u.person_id, [
        ...(this.partnersById.get(u.person_id) ?? []),
        u.spouse_id,
      ]);
      this.partnersById.set(u.spouse_id, [
        ...(this.partnersById.get(u.spouse_id) ?? []),
        u.person_id,
      ]);
    }
  }

  person(id: number): PersonRow | undefined {
    return this.byId.get(id);
  }

  partners(id: number): PersonRow[] {
    return (this.partnersById.get(id) ?? [])
      .map((p) => this.byId.get(p))
      .filter((p): p is PersonRow => !!p);
  }

  children(id: number): PersonRow[] {
    return this.childrenByParent.get(id) ?? [];
  }

  private hasParents(p: PersonRow): boolean {
    return p.father_id !== null || p.mother_id !== null;
  }

  /**
   * The founders: persons of the family with no parents who are not married into it (no partner of
   * theirs has parents). Of a founding couple only one is a root; the other is shown as spouse.
   */
  roots(familyId: number, unions: UnionRow[]): PersonRow[] {
    const spouseSide = new Set(unions.map((u) => u.spouse_id));
    return [...this.byId.values()].filter(
      (p) =>
        p.family_id === familyId &&
        !this.hasParents(p) &&
        !this.partners(p.id).some((partner) => this.hasParents(partner)) &&
        !(
          spouseSide.has(p.id) &&
          this.partners(p.id).some(
            (partner) => !this.hasParents(partner) && !spouseSide.has(partner.id),
          )
        ),
    );
  }

  /**
   * The node of a person and everything below; a person met twice on one line (bad data) stops
   * there. Built with a stack of its own, not recursion: a line of thousands of generations would
   * run out of the call stack.
   */
  node(id: number): TreeNode | null {
    const onLine = new Set<number>();
    const frames: Array<{
      person: PersonRow;
      children: PersonRow[];
      next: number;
      childs: TreeNode[];
    }> = [];
    const enter = (personId: number): boolean => {
      const person = this.byId.get(personId);
      if (!person || onLine.has(personId)) return false;
      onLine.add(personId);
      frames.push({ person, children: this.children(personId), next: 0, childs: [] });
      return true;
    };
    if (!enter(id)) return null;
    for (;;) {
      const frame = frames.at(-1)!;
      const child = frame.children[frame.next++];
      if (child) {
        enter(child.id);
        continue;
      }
      frames.pop();
      onLine.delete(frame.person.id);
      const node: TreeNode = {
        member: treePerson(frame.person),
        spouse: this.partners(frame.person.id).map(treePerson),
        childs: frame.childs,
      };
      const parent = frames.at(-1);
      if (!parent) return node;
      parent.childs.push(node);
    }
  }
}

/** The year of a stored ISO date (YYYY-MM-DD), or null. */
export function yearOf(date: string | null): number | null {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isFinite(year) ? year : null;
}

export function treePerson(p: PersonRow): TreePerson {
  return {
    personId: p.id,
    firstName: p.first_name,
    lastName: p.last_name,
    photoUrl: imageUrl(p.photo_url),
    gender: p.gender as Gender,
    birthYear: yearOf(p.date_of_birth),
    deathYear: yearOf(p.date_of_death),
  };
}

import type { RelationResponse } from '@familytree/shared';
import { answerRelation } from './relation.service.js';
import { relationGraph } from './relation-graph.js';
import type { PersonRow, UnionRow } from '../data/tree.repository.js';
import type { RelationLanguage } from './naming/relation-term.js';

/**
 * Hand-built families held in memory for the relation engine's unit tests: persons by first
 * name, parents and unions as the database would return them.
 */
export class HandFamily {
  private readonly persons: PersonRow[] = [];
  private readonly unions: UnionRow[] = [];
  private readonly ids = new Map<string, number>();

  id(name: string): number {
    const id = this.ids.get(name);
    if (id === undefined) throw new Error(`no person ${name}`);
    return id;
  }

  add(name: string, gender: 'M' | 'F' | 'U', father?: string, mother?: string): this {
    const id = this.persons.length + 1;
    this.ids.set(name, id);
    this.persons.push({
      id,
      family_id: 1,
      first_name: name,
      middle_name: null,
      last_name: 'Hand',
      gender,
      father_id: father ? this.id(father) : null,
      mother_id: mother ? this.id(mother) : null,
      child_order: father || mother ? 1 : null,
      photo_url: null,
      date_of_birth: null,
      date_of_death: null,
    });
    return this;
  }

  /** A couple, and optionally the children they have together. */
  wed(husband: string, wife: string): this {
    this.unions.push({
      family_id: 1,
      person_id: this.id(husband),
      spouse_id: this.id(wife),
      union_order: this.unions.length + 1,
    });
    return this;
  }

  /**
   * A line of `length` persons below `parent` (with `other` as the other parent of the first),
   * named prefix1, prefix2, …; the last one gets `lastName` and `lastGender` if given.
   */
  line(prefix: string, parent: string, length: number, other?: string): string[] {
    const names: string[] = [];
    let above = parent;
    for (let i = 1; i <= length; i++) {
      const name = `${prefix}${i}`;
      const father = this.persons[this.id(above) - 1]!.gender === 'F' ? undefined : above;
      const mother = father ? (i === 1 ? other : undefined) : above;
      this.add(name, 'M', father, mother);
      names.push(name);
      above = name;
    }
    return names;
  }

  setGender(name: string, gender: 'M' | 'F' | 'U'): this {
    this.persons[this.id(name) - 1]!.gender = gender;
    return this;
  }

  /** The relation call's answer, in `language` (English unless given). */
  relation(first: string, second: string, language?: RelationLanguage): RelationResponse | null {
    const graph = relationGraph(this.persons, this.unions);
    const full = new Map(this.persons.map((p) => [p.id, p]));
    return answerRelation(
      graph,
      full.get(this.id(first))!,
      full.get(this.id(second))!,
      full,
      language,
    );
  }

  /** The relation's path as first names. */
  names(path: number[]): string[] {
    const byId = new Map([...this.ids].map(([name, id]) => [id, name]));
    return path.map((id) => byId.get(id)!);
  }
}

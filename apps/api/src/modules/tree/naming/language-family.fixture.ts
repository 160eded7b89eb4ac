import type { PersonRow, UnionRow } from '../../data/tree.repository.js';
import { relationGraph } from '../relation-graph.js';
import { answerRelation } from '../relation.service.js';
import type { RelationLanguage } from './relation-term.js';

/**
 * A hand-built family in memory, answered in one language through the whole relation engine:
 * what the relation call's summary says, for the language tests to check end to end.
 */
export class LanguageFamily {
  private readonly persons: PersonRow[] = [];
  private readonly unions: UnionRow[] = [];
  private readonly ids = new Map<string, number>();

  constructor(private readonly language: RelationLanguage) {}

  private id(name: string): number {
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

  wed(husband: string, wife: string): this {
    this.unions.push({
      family_id: 1,
      person_id: this.id(husband),
      spouse_id: this.id(wife),
      union_order: this.unions.length + 1,
    });
    return this;
  }

  /** The summary the relation call answers, or null when the two are not related. */
  summary(first: string, second: string): string | null {
    const graph = relationGraph(this.persons, this.unions);
    const rows = new Map(this.persons.map((p) => [p.id, p]));
    const answer = answerRelation(
      graph,
      rows.get(this.id(first))!,
      rows.get(this.id(second))!,
      rows,
      this.language,
    );
    return answer?.summary ?? null;
  }
}

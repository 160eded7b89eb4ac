import type { Gender } from '@familytree/shared';
import type { PersonRow, UnionRow } from '../../data/tree.repository.js';
import { relationGraph } from '../relation-graph.js';
import { answerRelation } from '../relation.service.js';
import type { Line, LinePerson, RelationLanguage } from './relation-term.js';

/** A person on a test line: a gender, or a gender with a date of birth and a child order. */
export type Spec = Gender | { g: Gender; born?: string; order?: number };

let nextId = 1;

export function person(spec: Spec): LinePerson {
  const { g, born, order } = typeof spec === 'string' ? { g: spec } : spec;
  return { id: nextId++, gender: g, birth: born ?? null, childOrder: order ?? null };
}

/**
 * A blood line through the common ancestor `top`: `first` and `second` are the persons below it
 * down to each of the two (empty when that one is the ancestor). The first is what is named.
 */
export function line(
  top: Spec,
  first: readonly Spec[],
  second: readonly Spec[],
  extra: { half?: boolean; multiplicity?: number } = {},
): Line {
  const ancestor = person(top);
  const toFirst = [ancestor, ...first.map(person)];
  const toSecond = [ancestor, ...second.map(person)];
  const lineal = first.length === 0 || second.length === 0;
  return {
    up: first.length,
    down: second.length,
    lineal,
    half: extra.half ?? false,
    multiplicity: lineal ? 1 : (extra.multiplicity ?? 1),
    toFirst,
    toSecond,
  };
}

/** `n` persons of one gender, for long lines. */
export const generations = (n: number, g: Gender = 'M'): Spec[] =>
  Array.from({ length: n }, () => g);

/** A person born in 1950 (`elder`) or 1960 (`younger`): the two compare by birth. */
export const elder = (g: Gender): Spec => ({ g, born: '1950' });
export const younger = (g: Gender): Spec => ({ g, born: '1960' });
/** A person who is the `order`th of the parents' children, their date of birth unknown. */
export const ordered = (g: Gender, order: number): Spec => ({ g, order });

/** The extra of a half line. */
export const half = { half: true };

/**
 * A family for the engine itself (relationsBetween), to check that the lines it builds read as
 * the modules read them: grandparents Ganesh and Gauri; their sons Raj (born 1950) and Vijay
 * (1955), married to Sita and Meena; Raj's son Arun (1980), Vijay's son Ben (1985) and daughter
 * Lata (1988); Gauri's sister Kamala (born after her) and Kamala's son Mohan.
 */
export function engineFamily() {
  const persons: PersonRow[] = [];
  const unions: UnionRow[] = [];
  const ids = new Map<string, number>();
  const add = (name: string, gender: 'M' | 'F', born: string, father?: string, mother?: string) => {
    const id = persons.length + 1;
    ids.set(name, id);
    persons.push({
      id,
      family_id: 1,
      first_name: name,
      middle_name: null,
      last_name: 'Test',
      gender,
      father_id: father ? ids.get(father)! : null,
      mother_id: mother ? ids.get(mother)! : null,
      child_order: null,
      photo_url: null,
      date_of_birth: born,
      date_of_death: null,
    });
  };
  const wed = (husband: string, wife: string) =>
    unions.push({
      family_id: 1,
      person_id: ids.get(husband)!,
      spouse_id: ids.get(wife)!,
      union_order: unions.length + 1,
    });
  add('Elder', 'M', '1880');
  add('Ganesh', 'M', '1920');
  add('Gauri', 'F', '1925', 'Elder');
  add('Kamala', 'F', '1930', 'Elder');
  add('Mohan', 'M', '1955', undefined, 'Kamala');
  wed('Ganesh', 'Gauri');
  add('Raj', 'M', '1950', 'Ganesh', 'Gauri');
  add('Vijay', 'M', '1955', 'Ganesh', 'Gauri');
  add('Sita', 'F', '1952');
  add('Meena', 'F', '1958');
  wed('Raj', 'Sita');
  wed('Vijay', 'Meena');
  add('Arun', 'M', '1980', 'Raj', 'Sita');
  add('Ben', 'M', '1985', 'Vijay', 'Meena');
  add('Lata', 'F', '1988', 'Vijay', 'Meena');
  const graph = relationGraph(persons, unions);
  const byId = new Map(persons.map((p) => [p.id, p]));
  const row = (name: string) => byId.get(ids.get(name)!)!;
  return (first: string, second: string, language: RelationLanguage) =>
    answerRelation(graph, row(first), row(second), byId, language)?.summary;
}

import type { AppContext } from '../../infra/context.js';
import { searchNameOf } from '../data/person-name.js';

/**
 * A generated family for the relation cross-check: founding couples, then generations where most
 * blood members marry, about 3 % of marriages between two blood members of the same generation
 * (cousins of some degree), the rest with a spouse who marries in without parents; one father in
 * ten has children by a second wife too. Deterministic
 * for a seed; ids are given explicitly so that parents can be named before they are written.
 */
export interface GeneratedPerson {
  id: number;
  gender: 'M' | 'F';
  father: number | null;
  mother: number | null;
}

export interface GeneratedFamily {
  persons: GeneratedPerson[];
  unions: Array<[number, number]>;
  /** Persons born in the family (not married in). */
  blood: number[];
  cousinMarriages: number;
}

function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n) };
}

export function generateFamily(options: {
  size: number;
  seed: number;
  firstId: number;
  founders?: number;
  cousinRate?: number;
}): GeneratedFamily {
  const random = seeded(options.seed);
  const cousinRate = options.cousinRate ?? 0.03;
  const persons: GeneratedPerson[] = [];
  const unions: Array<[number, number]> = [];
  const blood: number[] = [];
  let cousinMarriages = 0;
  const add = (gender: 'M' | 'F', father: number | null, mother: number | null) => {
    const person = { id: options.firstId + persons.length, gender, father, mother };
    persons.push(person);
    return person;
  };
  let generation: Array<[GeneratedPerson, GeneratedPerson]> = [];
  for (let i = 0; i < (options.founders ?? 6); i++) {
    const couple: [GeneratedPerson, GeneratedPerson] = [add('M', null, null), add('F', null, null)];
    unions.push([couple[0].id, couple[1].id]);
    generation.push(couple);
  }
  while (persons.length < options.size && generation.length > 0) {
    const children: GeneratedPerson[] = [];
    for (const [father, mother] of generation) {
      const count = 1 + random.int(4);
      for (let c = 0; c < count && persons.length < options.size; c++) {
        const child = add(random.next() < 0.5 ? 'M' : 'F', father.id, mother.id);
        children.push(child);
        blood.push(child.id);
      }
      // A second wife and her children: half-siblings and half-cousins.
      if (random.next() < 0.1 && persons.length < options.size) {
        const second = add('F', null, null);
        unions.push([father.id, second.id]);
        for (let c = 0; c < 2 && persons.length < options.size; c++) {
          const child = add(random.next() < 0.5 ? 'M' : 'F', father.id, second.id);
          children.push(child);
          blood.push(child.id);
        }
      }
    }
    const married = new Set<number>();
    const next: Array<[GeneratedPerson, GeneratedPerson]> = [];
    for (const person of children) {
      if (married.has(person.id) || random.next() > 0.8 || persons.length >= options.size) continue;
      let spouse: GeneratedPerson | undefined;
      if (random.next() < cousinRate) {
        // A blood member of the same generation, not a sibling.
        spouse = children.find(
          (c) =>
            c.gender !== person.gender &&
            !married.has(c.id) &&
            c.father !== person.father &&
            c.mother !== person.mother,
        );
        if (spouse) cousinMarriages++;
      }
      spouse ??= add(person.gender === 'M' ? 'F' : 'M', null, null);
      married.add(person.id);
      married.add(spouse.id);
      unions.push([person.id, spouse.id]);
      next.push(person.gender === 'M' ? [person, spouse] : [spouse, person]);
    }
    generation = next;
  }
  return { persons, unions, blood, cousinMarriages };
}

/** Writes the family with multi-row inserts (parents before children, as generated). */
export async function writeFamily(
  context: AppContext,
  familyId: number,
  family: GeneratedFamily,
): Promise<void> {
  const now = new Date().toISOString();
  const chunk = 200;
  for (let i = 0; i < family.persons.length; i += chunk) {
    await context.db
      .insertInto('persons')
      .values(
        family.persons.slice(i, i + chunk).map((p) => ({
          id: p.id,
          family_id: familyId,
          first_name: `P${p.id}`,
          middle_name: null,
          last_name: 'Generated',
          gender: p.gender,
          father_id: p.father,
          mother_id: p.mother,
          child_order: null,
          search_name: searchNameOf({ first_name: `P${p.id}`, last_name: 'Generated' }),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  for (let i = 0; i < family.unions.length; i += chunk) {
    await context.db
      .insertInto('unions')
      .values(
        family.unions.slice(i, i + chunk).map(([person, spouse]) => ({
          family_id: familyId,
          person_id: person,
          spouse_id: spouse,
          union_order: 1,
          created_at: now,
        })),
      )
      .execute();
  }
}

import type { FamilyPlan, PlannedPerson, PlannedUnion } from '../family-plan.js';
import { femaleNames, maleNames, surnames } from '../names.js';
import { seededRandom, type Random } from '../random.js';

/**
 * The two families of the chart bench (issue 32), as plans for writeFamily: a person whose
 * ancestors are all known for `generations` generations (2^generations − 2 of them), and a
 * founder with about `descendants` descendants, their spouses on top.
 */

type NewPerson = Omit<PlannedPerson, 'key' | 'firstName' | 'middleName'>;

function planner(seed: number) {
  const random = seededRandom(seed);
  const persons: PlannedPerson[] = [];
  const unions: PlannedUnion[] = [];
  const add = (p: NewPerson): PlannedPerson => {
    const pool = p.gender === 'M' ? maleNames : femaleNames;
    const person: PlannedPerson = {
      ...p,
      key: persons.length,
      firstName: random.pick(pool),
      middleName: random() < 0.3 ? random.pick(pool) : null,
    };
    persons.push(person);
    return person;
  };
  return { random, persons, unions, add };
}

const day = (year: number, random: Random) =>
  `${year}-${String(1 + random.int(12)).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}`;
const deathOf = (birthYear: number, random: Random) =>
  birthYear < 1945 ? day(Math.min(2024, birthYear + 55 + random.int(35)), random) : null;

/**
 * The focus person (born 1990) and every ancestor to `generations` generations, the focus
 * included: each couple of ancestors is a union, fathers keep their father's surname. The list is
 * written parents first, as writeFamily needs.
 */
export function planPedigree(generations = 10, seed = 32_010): FamilyPlan {
  const { random, persons, unions, add } = planner(seed);
  // Generation g (1 = the focus) has 2^(g-1) persons; slot i's parents are slots 2i and 2i+1 of
  // generation g+1. Planned from the oldest generation down so that parents come first.
  let above: Array<{ father: PlannedPerson; mother: PlannedPerson } | null> = [];
  for (let g = generations; g >= 1; g--) {
    const count = 2 ** (g - 1);
    const year = 1990 - 28 * (g - 1);
    const here: PlannedPerson[] = [];
    for (let i = 0; i < count; i++) {
      const parents = above[i] ?? null;
      const gender = g === 1 ? 'M' : i % 2 === 0 ? 'M' : 'F';
      const birthYear = year + random.int(7) - 3;
      here.push(
        add({
          inFamily: true,
          lastName: parents ? parents.father.lastName : random.pick(surnames),
          gender,
          generation: generations - g + 1,
          birthDate: day(birthYear, random),
          deathDate: deathOf(birthYear, random),
          fatherKey: parents?.father.key ?? null,
          motherKey: parents?.mother.key ?? null,
          childOrder: parents ? 1 : null,
          branchKey: null,
        }),
      );
    }
    above = [];
    for (let i = 0; i + 1 < here.length; i += 2) {
      const [father, mother] = [here[i]!, here[i + 1]!];
      unions.push({ personKey: father.key, spouseKey: mother.key });
      above.push({ father, mother });
    }
  }
  return { size: persons.length, generations, cousinMarriages: 0, persons, unions };
}

/**
 * A founding couple (born 1800) and, generation by generation, children of the married
 * descendants (1 to 5 each) until `descendants` descendants exist; 80 % of the descendants marry
 * a spouse who becomes a person of the family (the chart draws spouses too).
 */
export function planDescendants(descendants = 1000, seed = 32_001): FamilyPlan {
  const { random, persons, unions, add } = planner(seed);
  const spouseOf = (member: PlannedPerson, birthYear: number): PlannedPerson => {
    const spouse = add({
      inFamily: true,
      lastName: random.pick(surnames),
      gender: member.gender === 'M' ? 'F' : 'M',
      generation: member.generation,
      birthDate: day(birthYear + random.int(7) - 3, random),
      deathDate: deathOf(birthYear, random),
      fatherKey: null,
      motherKey: null,
      childOrder: null,
      branchKey: null,
    });
    unions.push({ personKey: member.key, spouseKey: spouse.key });
    return spouse;
  };
  const founder = add({
    inFamily: true,
    lastName: random.pick(surnames),
    gender: 'M',
    generation: 1,
    birthDate: day(1800, random),
    deathDate: deathOf(1800, random),
    fatherKey: null,
    motherKey: null,
    childOrder: null,
    branchKey: null,
  });
  let couples = [{ member: founder, spouse: spouseOf(founder, 1800), year: 1800 }];
  let count = 0;
  let generation = 2;
  while (count < descendants && couples.length > 0) {
    const next: typeof couples = [];
    for (const { member, spouse, year } of couples) {
      const father = member.gender === 'M' ? member : spouse;
      const mother = member.gender === 'M' ? spouse : member;
      const children = 1 + random.int(5);
      for (let order = 1; order <= children && count < descendants; order++) {
        const birthYear = year + 22 + 2 * order + random.int(4);
        const child = add({
          inFamily: true,
          lastName: father.lastName,
          gender: random() < 0.5 ? 'M' : 'F',
          generation,
          birthDate: day(birthYear, random),
          deathDate: deathOf(birthYear, random),
          fatherKey: father.key,
          motherKey: mother.key,
          childOrder: order,
          branchKey: null,
        });
        count++;
        if (random() < 0.8)
          next.push({ member: child, spouse: spouseOf(child, birthYear), year: birthYear });
      }
    }
    couples = next;
    generation++;
  }
  return {
    size: persons.length,
    generations: generation - 1,
    cousinMarriages: 0,
    persons,
    unions,
  };
}

import { femaleNames, maleNames, surnames } from './names.js';
import { seededRandom, type Random } from './random.js';

/** A synthetic person before it is written; `key` is its index in `FamilyPlan.persons`. */
export interface PlannedPerson {
  key: number;
  /** False for a spouse who belongs to the separate 'outside' family. */
  inFamily: boolean;
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: 'M' | 'F';
  generation: number;
  birthDate: string;
  deathDate: string | null;
  fatherKey: number | null;
  motherKey: number | null;
  childOrder: number | null;
  /** Blood members only: the founder's child this member descends from (their branch). */
  branchKey: number | null;
}

/** A union row of the family: `personKey` is the blood member, `spouseKey` the one married in. */
export interface PlannedUnion {
  personKey: number;
  spouseKey: number;
}

export interface FamilyPlan {
  size: number;
  generations: number;
  /** Marriages between two blood members of one generation (cousins of some degree). */
  cousinMarriages: number;
  /** Parents come before their children. */
  persons: PlannedPerson[];
  unions: PlannedUnion[];
}

export interface PlanOptions {
  /** Persons of the family itself; spouses from the outside family come on top. */
  size: number;
  seed: number;
  /** At least 15; the last generation takes whatever the size has left. */
  generations?: number;
  /**
   * Of the members who marry, the share who marry a blood member of their generation who would
   * otherwise stay single (a cousin of some degree, never a sibling). 0 keeps the families of
   * earlier runs exactly as they were.
   */
  cousinMarriageRate?: number;
}

const maxChildren = 6;
const founderChildren = 5;
const marriageRate = 0.8;
const outsideSpouseRate = 0.25;
const middleNameRate = 0.3;

/**
 * The per-generation growth r such that a family of `generations` generations, where generation g
 * (g ≥ 2) has founderChildren·r^(g-2) blood members of whom marriageRate marry, three quarters of
 * them someone who becomes a person of this family, comes to `size` persons.
 */
function growthFor(size: number, generations: number): number {
  const total = (r: number) => {
    let sum = 2; // the founding couple
    for (let g = 2; g <= generations; g++) {
      const blood = founderChildren * r ** (g - 2);
      sum += g === generations ? blood : blood * (1 + marriageRate * (1 - outsideSpouseRate));
    }
    return sum;
  };
  let low = 0.5;
  let high = 4;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (total(mid) < size) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function date(year: number, random: Random): string {
  const month = String(1 + random.int(12)).padStart(2, '0');
  const day = String(1 + random.int(28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** A deterministic family tree of exactly `size` persons (or the generation cap, whichever first). */
export function planFamily({
  size,
  seed,
  generations = 16,
  cousinMarriageRate = 0,
}: PlanOptions): FamilyPlan {
  const random = seededRandom(seed);
  const growth = growthFor(size, generations);
  const lastYear = 2020;
  const founderYear = lastYear - 27 * (generations - 1);
  const persons: PlannedPerson[] = [];
  const unions: PlannedUnion[] = [];
  let familyCount = 0;
  let cousinMarriages = 0;

  const add = (
    p: Omit<PlannedPerson, 'key' | 'firstName' | 'middleName' | 'birthDate' | 'deathDate'> & {
      birthYear: number;
    },
  ): PlannedPerson => {
    const pool = p.gender === 'M' ? maleNames : femaleNames;
    const deathYear = p.birthYear < 1945 ? Math.min(2024, p.birthYear + 55 + random.int(40)) : null;
    const person: PlannedPerson = {
      key: persons.length,
      inFamily: p.inFamily,
      firstName: random.pick(pool),
      middleName: random() < middleNameRate ? random.pick(pool) : null,
      lastName: p.lastName,
      gender: p.gender,
      generation: p.generation,
      birthDate: date(p.birthYear, random),
      deathDate: deathYear === null ? null : date(deathYear, random),
      fatherKey: p.fatherKey,
      motherKey: p.motherKey,
      childOrder: p.childOrder,
      branchKey: p.branchKey,
    };
    persons.push(person);
    if (person.inFamily) familyCount++;
    return person;
  };

  type Couple = { member: PlannedPerson; spouse: PlannedPerson; birthYear: number };
  const marry = (member: PlannedPerson, birthYear: number, inFamily: boolean): Couple => {
    const spouse = add({
      inFamily,
      lastName: random.pick(surnames),
      gender: member.gender === 'M' ? 'F' : 'M',
      generation: member.generation,
      birthYear: birthYear + random.int(7) - 3,
      fatherKey: null,
      motherKey: null,
      childOrder: null,
      branchKey: null,
    });
    unions.push({ personKey: member.key, spouseKey: spouse.key });
    return { member, spouse, birthYear };
  };

  const founder = add({
    inFamily: true,
    lastName: random.pick(surnames),
    gender: 'M',
    generation: 1,
    birthYear: founderYear,
    fatherKey: null,
    motherKey: null,
    childOrder: null,
    branchKey: null,
  });
  let couples: Couple[] = [marry(founder, founderYear, true)];

  for (let generation = 2; familyCount < size && couples.length > 0; generation++) {
    const last = generation >= generations;
    const wanted = last
      ? size - familyCount
      : Math.round(founderChildren * growth ** (generation - 2));
    const count = Math.max(1, Math.min(wanted, size - familyCount, maxChildren * couples.length));
    // Children go to random couples, none above the maximum: 0 to 6 children per couple.
    const perCouple = new Array<number>(couples.length).fill(0);
    for (let i = 0; i < count; i++) {
      let c = random.int(couples.length);
      while (perCouple[c]! >= maxChildren) c = (c + 1) % couples.length;
      perCouple[c]!++;
    }
    const next: Couple[] = [];
    // Members of this generation who did not marry: a cousin may marry one of them.
    const singles: PlannedPerson[] = [];
    const cousinFor = (child: PlannedPerson) =>
      singles.findIndex((s) => s.gender !== child.gender && s.fatherKey !== child.fatherKey);
    let lastChild = founder;
    couples.forEach(({ member, spouse, birthYear }, c) => {
      const father = member.gender === 'M' ? member : spouse;
      const mother = member.gender === 'M' ? spouse : member;
      for (let order = 1; order <= perCouple[c]!; order++) {
        const childYear = birthYear + 22 + 2 * order + random.int(4);
        const child = add({
          inFamily: true,
          lastName: father.lastName,
          gender: random() < 0.5 ? 'M' : 'F',
          generation,
          birthYear: childYear,
          fatherKey: father.key,
          motherKey: mother.key,
          childOrder: order,
          branchKey: generation === 2 ? persons.length : member.branchKey,
        });
        lastChild = child;
        if (last) continue;
        if (random() >= marriageRate) {
          if (cousinMarriageRate > 0) singles.push(child);
          continue;
        }
        if (cousinMarriageRate > 0 && random() < cousinMarriageRate) {
          const index = cousinFor(child);
          if (index >= 0) {
            const [cousin] = singles.splice(index, 1) as [PlannedPerson];
            unions.push({ personKey: child.key, spouseKey: cousin.key });
            next.push({ member: child, spouse: cousin, birthYear: childYear });
            cousinMarriages++;
            continue;
          }
        }
        const outside = random() < outsideSpouseRate || familyCount >= size;
        next.push(marry(child, childYear, !outside));
      }
    });
    // Any planned generation still has someone to carry the family on.
    if (next.length === 0 && !last) {
      next.push(marry(lastChild, Number(lastChild.birthDate.slice(0, 4)), false));
    }
    couples = last ? [] : next;
  }

  return {
    size: familyCount,
    generations: Math.max(...persons.map((p) => p.generation)),
    cousinMarriages,
    persons,
    unions,
  };
}

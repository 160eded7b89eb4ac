import { femaleNames, maleNames, marriedInSurnames, places } from './names.js';

/** A person of a planned demo family, before it is written to the database. */
export interface PlannedPerson {
  key: number;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  generation: number;
  birthYear: number;
  birthDate: string;
  deathDate: string | null;
  fatherKey: number | null;
  motherKey: number | null;
  childOrder: number | null;
  spouseKeys: number[];
  place: { place: string; country: string };
}

export interface FamilyPlanOptions {
  surname: string;
  founderYear: number;
  generations: number;
  /** Children per couple, by generation of the parents (1-based); a deterministic cycle within it. */
  childrenByGeneration: number[][];
  seed: number;
}

/** A small deterministic generator: the same demo family on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function planFamily(options: FamilyPlanOptions): PlannedPerson[] {
  const next = random(options.seed);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  const people: PlannedPerson[] = [];
  const usedFirstNames = new Set<string>();

  const firstName = (gender: 'M' | 'F') => {
    const pool = gender === 'M' ? maleNames : femaleNames;
    for (let i = 0; i < 6; i++) {
      const name = pick(pool);
      if (!usedFirstNames.has(name)) return (usedFirstNames.add(name), name);
    }
    return pick(pool);
  };

  const add = (
    p: Omit<PlannedPerson, 'key' | 'birthDate' | 'deathDate' | 'spouseKeys' | 'place'>,
  ): PlannedPerson => {
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const birthDate = `${p.birthYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    // People born before 1945 have died, at an age between 60 and 95.
    const deathYear =
      p.birthYear < 1945 ? Math.min(2024, p.birthYear + 60 + Math.floor(next() * 35)) : null;
    const deathDate = deathYear
      ? `${deathYear}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-15`
      : null;
    const person: PlannedPerson = {
      ...p,
      key: people.length,
      birthDate,
      deathDate,
      spouseKeys: [],
      place: pick(places),
    };
    people.push(person);
    return person;
  };

  const marry = (member: PlannedPerson): PlannedPerson => {
    const gender = member.gender === 'M' ? 'F' : 'M';
    const spouse = add({
      firstName: firstName(gender),
      lastName: pick(marriedInSurnames),
      gender,
      generation: member.generation,
      birthYear: member.birthYear + Math.floor(next() * 5) - 2,
      fatherKey: null,
      motherKey: null,
      childOrder: null,
    });
    member.spouseKeys.push(spouse.key);
    return spouse;
  };

  const founder = add({
    firstName: firstName('M'),
    lastName: options.surname,
    gender: 'M',
    generation: 1,
    birthYear: options.founderYear,
    fatherKey: null,
    motherKey: null,
    childOrder: null,
  });
  let couples: Array<[PlannedPerson, PlannedPerson]> = [[founder, marry(founder)]];

  for (let generation = 2; generation <= options.generations; generation++) {
    const counts = options.childrenByGeneration[generation - 2] ?? [0];
    const nextCouples: Array<[PlannedPerson, PlannedPerson]> = [];
    couples.forEach(([member, spouse], coupleIndex) => {
      const father = member.gender === 'M' ? member : spouse;
      const mother = member.gender === 'M' ? spouse : member;
      const childCount = counts[coupleIndex % counts.length]!;
      for (let order = 1; order <= childCount; order++) {
        const gender = next() < 0.5 ? 'M' : 'F';
        const child = add({
          firstName: firstName(gender),
          lastName: father.lastName,
          gender,
          generation,
          birthYear: member.birthYear + 24 + order * 2 + Math.floor(next() * 3),
          fatherKey: father.key,
          motherKey: mother.key,
          childOrder: order,
        });
        const marriageAge = 2026 - child.birthYear;
        if (marriageAge > 26 && next() < 0.8) nextCouples.push([child, marry(child)]);
      }
    });
    couples = nextCouples;
  }
  return people;
}

import type { MatchCandidate } from '../../../apps/api/src/modules/matching/index.js';
import { planFamily, type FamilyPlan } from '../family-plan.js';
import { femaleNames, maleNames } from '../names.js';
import { seededRandom, type Random } from '../random.js';

/**
 * Generated pairs of overlapping trees for the matching engine (issue 33, decision 0054): a
 * family from the bench's own planner, and a second record of part of it as another person would
 * have typed it: typos, other spellings, missing or partial dates, a year off, swapped given names.
 * Seeded: the same seed, the same files, so precision and recall are comparable between runs.
 */
export interface Alterations {
  givenTypo: number;
  surnameTypo: number;
  spelling: number;
  swapGiven: number;
  dropBirth: number;
  yearOnly: number;
  yearOff: number;
  dropDeath: number;
}

export const defaultAlterations: Alterations = {
  givenTypo: 0.15,
  surnameTypo: 0.1,
  spelling: 0.1,
  swapGiven: 0.1,
  dropBirth: 0.2,
  yearOnly: 0.15,
  yearOff: 0.05,
  dropDeath: 0.3,
};

/** The family's persons as the engine reads them; keys are `${prefix}${index}`. */
export function candidatesOf(plan: FamilyPlan, prefix: string): MatchCandidate[] {
  const spouses = new Map<number, number[]>();
  for (const u of plan.unions) {
    spouses.set(u.personKey, [...(spouses.get(u.personKey) ?? []), u.spouseKey]);
    spouses.set(u.spouseKey, [...(spouses.get(u.spouseKey) ?? []), u.personKey]);
  }
  const children = new Map<number, number[]>();
  for (const p of plan.persons)
    for (const parent of [p.fatherKey, p.motherKey])
      if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), p.key]);
  const key = (k: number | null) => (k === null ? null : `${prefix}${k}`);
  return distinctSiblingNames(plan).map((p) => ({
    key: `${prefix}${p.key}`,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    nickName: null,
    familyName: null,
    gender: p.gender,
    dateOfBirth: p.birthDate,
    dateOfDeath: p.deathDate,
    placeOfBirth: null,
    father: key(p.fatherKey),
    mother: key(p.motherKey),
    spouses: (spouses.get(p.key) ?? []).map((k) => `${prefix}${k}`),
    children: (children.get(p.key) ?? []).map((k) => `${prefix}${k}`),
  }));
}

/**
 * The planner draws every child's name on its own, so siblings of one name (and one surname,
 * parents and years) come up that no family has and no engine could tell from a duplicate: the
 * later sibling takes the next name of the pool that none of them has.
 */
function distinctSiblingNames(plan: FamilyPlan): FamilyPlan['persons'] {
  const taken = new Map<string, Set<string>>();
  return plan.persons.map((p) => {
    if (p.fatherKey === null && p.motherKey === null) return p;
    const parents = `${p.fatherKey}:${p.motherKey}`;
    const names = taken.get(parents) ?? new Set<string>();
    taken.set(parents, names);
    const pool = p.gender === 'M' ? maleNames : femaleNames;
    let firstName = p.firstName;
    for (let i = pool.indexOf(firstName) + 1; names.has(firstName); i++)
      firstName = pool[i % pool.length]!;
    names.add(firstName);
    return firstName === p.firstName ? p : { ...p, firstName };
  });
}

const letters = 'abcdefghijklmnoprstuvy';

export function typo(name: string, random: Random): string {
  if (name.length < 3) return name;
  const at = 1 + random.int(name.length - 1);
  switch (random.int(4)) {
    case 0: // two letters swapped
      return at < name.length - 1
        ? name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)
        : name.slice(0, at - 1) + name[at] + name[at - 1];
    case 1: // a letter dropped
      return name.slice(0, at) + name.slice(at + 1);
    case 2: // a letter doubled
      return name.slice(0, at) + name[at] + name.slice(at);
    default: // a letter replaced
      return name.slice(0, at) + random.pick([...letters]) + name.slice(at + 1);
  }
}

/** Another transliteration of the same name, as a cousin would spell it. */
const spellings: [RegExp, string][] = [
  [/th/g, 't'],
  [/ee/g, 'i'],
  [/y/g, 'i'],
  [/c/g, 'k'],
  [/ph/g, 'f'],
  [/oo/g, 'u'],
  [/([aeiou])/, '$1$1'],
];
function respell(name: string, random: Random): string {
  for (let i = 0; i < spellings.length; i++) {
    const [pattern, replacement] =
      spellings[(i + random.int(spellings.length)) % spellings.length]!;
    const changed = name.replace(pattern, replacement);
    if (changed !== name) return changed;
  }
  return name;
}

function shiftYear(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

/** A second record of one person: the same facts with the alterations' probabilities. */
export function alter(c: MatchCandidate, random: Random, a: Alterations): MatchCandidate {
  const copy = { ...c };
  if (random() < a.swapGiven && copy.middleName) {
    [copy.firstName, copy.middleName] = [copy.middleName, copy.firstName];
  } else if (random() < a.givenTypo) copy.firstName = typo(copy.firstName, random);
  else if (random() < a.spelling) copy.firstName = respell(copy.firstName, random);
  if (random() < a.surnameTypo) copy.lastName = typo(copy.lastName, random);
  if (copy.dateOfBirth) {
    if (random() < a.dropBirth) copy.dateOfBirth = null;
    else if (random() < a.yearOnly) copy.dateOfBirth = copy.dateOfBirth.slice(0, 4);
    else if (random() < a.yearOff)
      copy.dateOfBirth = shiftYear(copy.dateOfBirth, random() < 0.5 ? -1 : 1);
  }
  if (copy.dateOfDeath && random() < a.dropDeath) copy.dateOfDeath = null;
  return copy;
}

export interface OverlapPair {
  family: MatchCandidate[];
  file: MatchCandidate[];
  /** file key → family key, for the persons the file shares with the family. */
  truth: Map<string, string>;
}

/**
 * A family of `familySize` and a file of about `fileSize`: `overlap` of the file are records of
 * family persons (their relatives kept where the file has them too), the rest a separate family.
 */
export function overlappingFiles(
  familySize: number,
  fileSize: number,
  overlap: number,
  seed: number,
  alterations: Alterations = defaultAlterations,
): OverlapPair {
  const random = seededRandom(seed);
  const family = candidatesOf(planFamily({ size: familySize, seed }), 'p');
  const shared = Math.min(family.length, Math.round(fileSize * overlap));
  // A contiguous run of the family (the persons are in generation order): a branch's records.
  const start = random.int(Math.max(1, family.length - shared));
  const picked = family.slice(start, start + shared);
  const inFile = new Set(picked.map((p) => p.key));
  const fileKey = (k: string | null) => (k !== null && inFile.has(k) ? `x${k}` : null);
  const truth = new Map<string, string>();
  const file: MatchCandidate[] = picked.map((p) => {
    truth.set(`x${p.key}`, p.key);
    return {
      ...alter(p, random, alterations),
      key: `x${p.key}`,
      father: fileKey(p.father),
      mother: fileKey(p.mother),
      spouses: p.spouses.map(fileKey).filter((k): k is string => k !== null),
      children: p.children.map(fileKey).filter((k): k is string => k !== null),
    };
  });
  const others = candidatesOf(planFamily({ size: fileSize - shared, seed: seed + 1 }), 'o');
  return { family, file: [...file, ...others.slice(0, fileSize - shared)], truth };
}

/**
 * A family with duplicates: `share` of its persons entered a second time (altered, under the
 * same parents, without spouses or children). Truth: `${original}:${duplicate}` pairs.
 */
export function familyWithDuplicates(
  size: number,
  share: number,
  seed: number,
  alterations: Alterations = defaultAlterations,
): { persons: MatchCandidate[]; truth: Set<string> } {
  const random = seededRandom(seed);
  const persons = candidatesOf(planFamily({ size, seed }), '');
  const truth = new Set<string>();
  const count = Math.round(persons.length * share);
  const duplicates: MatchCandidate[] = [];
  const used = new Set<string>();
  for (let d = 0; d < count; d++) {
    const original = persons[random.int(persons.length)]!;
    const key = String(persons.length + d);
    // One duplicate per person: a third record would make pairs the truth does not name.
    if (used.has(original.key)) continue;
    used.add(original.key);
    duplicates.push({ ...alter(original, random, alterations), key, spouses: [], children: [] });
    truth.add(`${original.key}:${key}`);
  }
  return { persons: [...persons, ...duplicates], truth };
}

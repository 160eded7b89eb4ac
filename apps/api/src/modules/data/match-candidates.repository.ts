import type { Db } from '../../infra/database.js';
import type { MatchCandidate } from '../matching/match-types.js';

/**
 * A family's persons as the matching engine compares them (issue 33), with their couples and
 * children: what Find duplicates (decision 0054) and the import into an existing tree (decision
 * 0055) both match.
 */
export interface PersonForMatching {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  nick_name: string | null;
  family_name: string | null;
  gender: string;
  date_of_birth: string | null;
  date_of_death: string | null;
  place_of_birth: string | null;
  father_id: number | null;
  mother_id: number | null;
}

export async function personsForMatching(db: Db, familyId: number): Promise<PersonForMatching[]> {
  return db
    .selectFrom('persons')
    .select([
      'id',
      'first_name',
      'middle_name',
      'last_name',
      'nick_name',
      'family_name',
      'gender',
      'date_of_birth',
      'date_of_death',
      'place_of_birth',
      'father_id',
      'mother_id',
    ])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute() as Promise<PersonForMatching[]>;
}

export async function couplesOf(db: Db, familyId: number): Promise<[number, number][]> {
  const rows = await db
    .selectFrom('unions')
    .select(['person_id', 'spouse_id'])
    .where('family_id', '=', familyId)
    .execute();
  return rows.map((r) => [r.person_id, r.spouse_id]);
}

export const matchGender = (g: string): MatchCandidate['gender'] =>
  g === 'M' || g === 'F' ? g : 'U';

export function candidatesOf(
  persons: PersonForMatching[],
  couples: [number, number][],
): MatchCandidate[] {
  const spouses = new Map<number, string[]>();
  const children = new Map<number, string[]>();
  const add = (map: Map<number, string[]>, at: number, key: number) => {
    const list = map.get(at);
    if (list) list.push(String(key));
    else map.set(at, [String(key)]);
  };
  for (const [a, b] of couples) {
    add(spouses, a, b);
    add(spouses, b, a);
  }
  for (const p of persons) {
    if (p.father_id !== null) add(children, p.father_id, p.id);
    if (p.mother_id !== null && p.mother_id !== p.father_id) add(children, p.mother_id, p.id);
  }
  return persons.map((p) => ({
    key: String(p.id),
    firstName: p.first_name,
    middleName: p.middle_name,
    lastName: p.last_name,
    nickName: p.nick_name,
    familyName: p.family_name,
    gender: matchGender(p.gender),
    dateOfBirth: p.date_of_birth,
    dateOfDeath: p.date_of_death,
    placeOfBirth: p.place_of_birth,
    father: p.father_id === null ? null : String(p.father_id),
    mother: p.mother_id === null ? null : String(p.mother_id),
    spouses: spouses.get(p.id) ?? [],
    children: children.get(p.id) ?? [],
  }));
}

/** The family's persons as candidates, read in two queries. */
export async function familyCandidates(db: Db, familyId: number): Promise<MatchCandidate[]> {
  const [persons, couples] = await Promise.all([
    personsForMatching(db, familyId),
    couplesOf(db, familyId),
  ]);
  return candidatesOf(persons, couples);
}

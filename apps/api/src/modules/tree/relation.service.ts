import { toGender, type RelationResponse, type TreeNode } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { notFound } from '../../infra/errors.js';
import { ancestriesOf, nearestCommonAncestor, type Ancestry, type BloodLink } from './ancestry.js';
import { treePerson } from './family-graph.js';
import {
  bloodRelationship,
  spouseWord,
  throughOthersSpouse,
  throughOwnSpouse,
  type Gender,
} from './relationship-naming.js';
import { findPersons, unionsOf, type PersonRow, type UnionRow } from './tree.repository.js';

interface Candidate {
  link: BloodLink;
  /** A spouse hung beside the first or the second end of the blood path. */
  marriedAtFirst?: PersonRow;
  marriedAtSecond?: PersonRow;
  sentence: string;
}

const name = (p: PersonRow) => p.first_name;
const gender = (p: PersonRow): Gender => toGender(p.gender);

/** The persons on the two paths as a tree from the common ancestor down (spec part 7, relation). */
function relationTree(candidate: Candidate): TreeNode {
  const { link } = candidate;
  const person = (id: number) => link.persons.get(id)!;
  const build = (paths: number[][]): TreeNode => {
    const id = paths[0]![0]!;
    const nextIds = [
      ...new Set(paths.map((p) => p[1]).filter((x): x is number => x !== undefined)),
    ];
    const spouse: PersonRow[] = [];
    for (const childId of nextIds) {
      const child = person(childId);
      const otherParent = child.father_id === id ? child.mother_id : child.father_id;
      const other = otherParent === null ? undefined : link.persons.get(otherParent);
      if (other && !spouse.some((s) => s.id === other.id)) spouse.push(other);
    }
    if (candidate.marriedAtFirst && id === link.pathToFirst.at(-1))
      spouse.push(candidate.marriedAtFirst);
    if (candidate.marriedAtSecond && id === link.pathToSecond.at(-1))
      spouse.push(candidate.marriedAtSecond);
    const childs = nextIds.map((childId) =>
      build(paths.filter((p) => p[1] === childId).map((p) => p.slice(1))),
    );
    return { member: treePerson(person(id)), spouse: spouse.map(treePerson), childs };
  };
  return build([link.pathToFirst, link.pathToSecond]);
}

function relationPath(candidate: Candidate): number[] {
  const { link } = candidate;
  const ids = [...[...link.pathToFirst].reverse(), ...link.pathToSecond.slice(1)];
  if (candidate.marriedAtFirst) ids.unshift(candidate.marriedAtFirst.id);
  if (candidate.marriedAtSecond) ids.push(candidate.marriedAtSecond.id);
  return ids;
}

async function withOtherParents(db: Db, link: BloodLink): Promise<BloodLink> {
  // The co-ancestors (the other parent at each step) are shown as spouses in the relation tree.
  const missing = [...link.pathToFirst, ...link.pathToSecond]
    .map((id) => link.persons.get(id)!)
    .flatMap((p) => [p.father_id, p.mother_id])
    .filter((id): id is number => id !== null && !link.persons.has(id));
  const persons = new Map(link.persons);
  for (const p of await findPersons(db, [...new Set(missing)])) persons.set(p.id, p);
  return { ...link, persons };
}

/** Each person's spouses, in union order, from the unions of all of them. */
function spousesByPerson(
  personIds: number[],
  unions: UnionRow[],
  rows: PersonRow[],
): Map<number, PersonRow[]> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    personIds.map((id) => [
      id,
      unions
        .filter((u) => u.person_id === id || u.spouse_id === id)
        .map((u) => byId.get(u.person_id === id ? u.spouse_id : u.person_id))
        .filter((r): r is PersonRow => r !== undefined),
    ]),
  );
}

export function createRelationService(db: Db) {
  /**
   * The best relation of two persons, in a constant number of statements: given their ancestor
   * sets, only when they share no ancestor their spouses and the spouses' ancestor sets.
   */
  async function bestCandidate(
    a: PersonRow,
    b: PersonRow,
    ancestries: Map<number, Ancestry>,
  ): Promise<Candidate | null> {
    const direct = nearestCommonAncestor(ancestries.get(a.id)!, ancestries.get(b.id)!);
    if (direct) {
      const term = bloodRelationship(direct.up, direct.down, gender(a), direct.half);
      return { link: direct, sentence: `${name(a)} is ${name(b)}'s ${term}` };
    }
    const unions = await unionsOf(db, [a.id, b.id]);
    const spouseIds = unions.flatMap((u) => [u.person_id, u.spouse_id]);
    const spouses = spousesByPerson(
      [a.id, b.id],
      unions,
      await findPersons(db, [...new Set(spouseIds)]),
    );
    const aSpouses = spouses.get(a.id)!;
    const bSpouses = spouses.get(b.id)!;
    if (aSpouses.some((s) => s.id === b.id)) {
      const link: BloodLink = {
        ancestorId: a.id,
        up: 0,
        down: 0,
        pathToFirst: [a.id],
        pathToSecond: [a.id],
        half: false,
        persons: new Map([[a.id, a]]),
      };
      // The second person hangs beside the first, so that the path reads first → second
      // (with marriedAtFirst it came out reversed: [second, first]).
      return {
        link,
        marriedAtSecond: b,
        sentence: `${name(a)} is ${name(b)}'s ${spouseWord(gender(a))}`,
      };
    }
    const missing = [...aSpouses, ...bSpouses].map((s) => s.id).filter((id) => !ancestries.has(id));
    for (const [id, ancestry] of await ancestriesOf(db, [...new Set(missing)]))
      ancestries.set(id, ancestry);
    const ancestry = (p: PersonRow) => ancestries.get(p.id)!;
    const candidates: Candidate[] = [];
    for (const spouse of aSpouses) {
      const link = nearestCommonAncestor(ancestry(spouse), ancestry(b));
      if (!link) continue;
      const partnerToOther = bloodRelationship(link.up, link.down, gender(spouse), link.half);
      candidates.push({
        link,
        marriedAtFirst: a,
        sentence: `${name(a)} is ${throughOwnSpouse(gender(a), partnerToOther, name(b))}`,
      });
    }
    for (const spouse of bSpouses) {
      const link = nearestCommonAncestor(ancestry(a), ancestry(spouse));
      if (!link) continue;
      const selfToPartner = bloodRelationship(link.up, link.down, gender(a), link.half);
      candidates.push({
        link,
        marriedAtSecond: b,
        sentence: `${name(a)} is ${throughOthersSpouse(gender(a), selfToPartner, name(b), gender(spouse))}`,
      });
    }
    candidates.sort((x, y) => x.link.up + x.link.down - (y.link.up + y.link.down));
    return candidates[0] ?? null;
  }

  /**
   * The two persons, each of the family or a spouse linked into it from another family. Their rows
   * come with their ancestries (each start at distance 0), so a blood relation costs one statement.
   */
  async function personsOfFamily(
    familyId: number,
    ids: [number, number],
    ancestries: Map<number, Ancestry>,
  ): Promise<PersonRow[]> {
    const rows = new Map(
      ids.flatMap((id) => {
        const row = ancestries.get(id)?.persons.get(id);
        return row ? [[id, row] as const] : [];
      }),
    );
    const linkedIds = ids.filter((id) => rows.has(id) && rows.get(id)!.family_id !== familyId);
    const linkedHere = new Set(
      (await unionsOf(db, linkedIds))
        .filter((u) => u.family_id === familyId)
        .flatMap((u) => [u.person_id, u.spouse_id]),
    );
    return ids.map((id) => {
      const person = rows.get(id);
      if (person && (person.family_id === familyId || linkedHere.has(id))) return person;
      throw notFound('This person is not part of this family.');
    });
  }

  return {
    async relation(familyId: number, firstId: number, secondId: number): Promise<RelationResponse> {
      const ancestries = await ancestriesOf(db, [firstId, secondId]);
      const [a, b] = (await personsOfFamily(familyId, [firstId, secondId], ancestries)) as [
        PersonRow,
        PersonRow,
      ];
      const candidate = await bestCandidate(a, b, ancestries);
      if (!candidate)
        throw notFound(`${name(a)} and ${name(b)} are not related in this family tree.`);
      const full = { ...candidate, link: await withOtherParents(db, candidate.link) };
      return { tree: relationTree(full), relationship: full.sentence, path: relationPath(full) };
    },
  };
}

export type RelationService = ReturnType<typeof createRelationService>;

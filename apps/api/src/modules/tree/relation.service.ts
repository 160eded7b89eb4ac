import { type RelationResponse, type TreeNode } from '@familytree/shared';
import type { Db } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { ancestryOf, nearestCommonAncestor, type BloodLink } from './ancestry.js';
import { treePerson } from './family-graph.js';
import {
  bloodRelationship,
  spouseWord,
  throughOthersSpouse,
  throughOwnSpouse,
  type Gender,
} from './relationship-naming.js';
import { findPerson, findPersons, spousesOf, unionsOf, type PersonRow } from './tree.repository.js';

interface Candidate {
  link: BloodLink;
  /** A spouse hung beside the first or the second end of the blood path. */
  marriedAtFirst?: PersonRow;
  marriedAtSecond?: PersonRow;
  sentence: string;
}

const name = (p: PersonRow) => p.first_name;
const gender = (p: PersonRow) => p.gender as Gender;

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

export function createRelationService(db: Db) {
  async function bloodLink(a: PersonRow, b: PersonRow): Promise<BloodLink | null> {
    const [first, second] = await Promise.all([ancestryOf(db, a), ancestryOf(db, b)]);
    return nearestCommonAncestor(first, second);
  }

  async function bestCandidate(a: PersonRow, b: PersonRow): Promise<Candidate | null> {
    const direct = await bloodLink(a, b);
    if (direct) {
      const term = bloodRelationship(direct.up, direct.down, gender(a), direct.half);
      return { link: direct, sentence: `${name(a)} is ${name(b)}'s ${term}` };
    }
    const aSpouses = await spousesOf(db, a.id);
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
    const candidates: Candidate[] = [];
    for (const spouse of aSpouses) {
      const link = await bloodLink(spouse, b);
      if (!link) continue;
      const partnerToOther = bloodRelationship(link.up, link.down, gender(spouse), link.half);
      candidates.push({
        link,
        marriedAtFirst: a,
        sentence: `${name(a)} is ${throughOwnSpouse(gender(a), partnerToOther, name(b))}`,
      });
    }
    for (const spouse of await spousesOf(db, b.id)) {
      const link = await bloodLink(a, spouse);
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

  /** A person of the family, or a spouse linked into it from another family. */
  async function personOfFamily(familyId: number, id: number): Promise<PersonRow> {
    const person = await findPerson(db, id);
    if (person && person.family_id === familyId) return person;
    if (person && (await unionsOf(db, [id])).some((u) => u.family_id === familyId)) return person;
    throw notFound('This person is not part of this family.');
  }

  return {
    async relation(familyId: number, firstId: number, secondId: number): Promise<RelationResponse> {
      const [a, b] = await Promise.all([
        personOfFamily(familyId, firstId),
        personOfFamily(familyId, secondId),
      ]);
      const candidate = await bestCandidate(a, b);
      if (!candidate)
        throw notFound(`${name(a)} and ${name(b)} are not related in this family tree.`);
      const full = { ...candidate, link: await withOtherParents(db, candidate.link) };
      return { tree: relationTree(full), relationship: full.sentence, path: relationPath(full) };
    },
  };
}

export type RelationService = ReturnType<typeof createRelationService>;

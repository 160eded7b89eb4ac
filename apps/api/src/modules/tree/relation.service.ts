import {
  messages,
  toGender,
  type RelationKind,
  type RelationResponse,
  type TreeNode,
} from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { bloodLinks, type BloodLink } from './relation-blood.js';
import {
  ancestorSet,
  relationGraph,
  spousesIn,
  type AncestorSet,
  type RelationGraph,
} from './relation-graph.js';
import { treePerson } from './family-graph.js';
import {
  bloodRelationship,
  multipleLines,
  spouseWord,
  stepSiblingWord,
  throughOthersSpouse,
  throughOwnSpouse,
  type Gender,
} from './relationship-naming.js';
import type { PersonRow } from './tree.repository.js';
import { findRelationGraph } from './walks.repository.js';

/** Relations answered at most, nearest first. */
export const maxRelations = 10;

/** One relation of the first person to the second, with what draws its tree. */
interface Found {
  kind: RelationKind;
  /** Links of parent, child and spouse between the two. */
  distance: number;
  link: BloodLink;
  /** A spouse hung beside the first or the second end of the blood path. */
  marriedAtFirst?: number;
  marriedAtSecond?: number;
  /** Step-siblings: the second person's parent, married to the first person's parent. */
  stepParent?: number;
  /** What follows "Anna is ", given how to say "Ben's" ("Ben's" or "his"). */
  phrase: (of: string) => string;
}

const possessivePronoun = (gender: Gender) =>
  gender === 'M' ? 'his' : gender === 'F' ? 'her' : 'their';

/** The persons on the two paths as a tree from the common ancestor down (spec part 7, relation). */
function relationTree(graph: RelationGraph, found: Found): TreeNode {
  const { link } = found;
  const person = (id: number) => graph.persons.get(id)!;
  const build = (paths: number[][]): TreeNode => {
    const id = paths[0]![0]!;
    const nextIds = [
      ...new Set(paths.map((p) => p[1]).filter((x): x is number => x !== undefined)),
    ];
    const spouse: PersonRow[] = [];
    const addSpouse = (other: PersonRow | undefined) => {
      if (other && other.id !== id && !spouse.some((s) => s.id === other.id)) spouse.push(other);
    };
    for (const childId of nextIds) {
      const child = person(childId);
      if (found.stepParent !== undefined && child.father_id !== id && child.mother_id !== id) {
        addSpouse(person(found.stepParent));
        continue;
      }
      const otherParent = child.father_id === id ? child.mother_id : child.father_id;
      addSpouse(otherParent === null ? undefined : graph.persons.get(otherParent));
    }
    if (found.marriedAtFirst !== undefined && id === link.pathToFirst.at(-1))
      addSpouse(person(found.marriedAtFirst));
    if (found.marriedAtSecond !== undefined && id === link.pathToSecond.at(-1))
      addSpouse(person(found.marriedAtSecond));
    const childs = nextIds.map((childId) =>
      build(paths.filter((p) => p[1] === childId).map((p) => p.slice(1))),
    );
    return { member: treePerson(person(id)), spouse: spouse.map(treePerson), childs };
  };
  return build([found.link.pathToFirst, found.link.pathToSecond]);
}

function relationPath(found: Found): number[] {
  const { link } = found;
  const ids = [...[...link.pathToFirst].reverse(), ...link.pathToSecond.slice(1)];
  if (found.stepParent !== undefined) ids.splice(ids.length - 1, 0, found.stepParent);
  if (found.marriedAtFirst !== undefined) ids.unshift(found.marriedAtFirst);
  if (found.marriedAtSecond !== undefined) ids.push(found.marriedAtSecond);
  return ids;
}

/** A link with no blood in it: the tree is the one person, the other hung beside them. */
const soloLink = (id: number): BloodLink => ({
  ancestorId: id,
  up: 0,
  down: 0,
  pathToFirst: [id],
  pathToSecond: [id],
  lineal: false,
  half: false,
  multiplicity: 1,
});

const rank: Record<RelationKind, number> = { marriage: 0, blood: 1, 'in-law': 2, step: 2 };

/**
 * Every relation of the first person to the second, nearest first: the marriage when they are a
 * couple, then blood (lineal before collateral at equal distance), then in-law and step
 * relations through either one's spouse or their parents' marriage.
 */
function relationsBetween(graph: RelationGraph, a: PersonRow, b: PersonRow): Found[] {
  const gender = (id: number) => toGender(graph.persons.get(id)!.gender);
  const sets = new Map<number, AncestorSet>();
  const ancestors = (id: number) => {
    if (!sets.has(id)) sets.set(id, ancestorSet(graph, id));
    return sets.get(id)!;
  };
  const term = (link: BloodLink, of: number) =>
    multipleLines(
      link.lineal ? 1 : link.multiplicity,
      bloodRelationship(link.up, link.down, gender(of), link.half),
    );
  const found: Found[] = [];
  const aSpouses = spousesIn(graph, a.id);
  const bSpouses = spousesIn(graph, b.id);

  if (aSpouses.includes(b.id))
    found.push({
      kind: 'marriage',
      distance: 1,
      // The second person hangs beside the first: the path reads first → second.
      link: soloLink(a.id),
      marriedAtSecond: b.id,
      phrase: (of) => `${of} ${spouseWord(gender(a.id))}`,
    });

  for (const link of bloodLinks(graph, ancestors(a.id), ancestors(b.id)))
    found.push({
      kind: 'blood',
      distance: link.up + link.down,
      link,
      phrase: (of) => `${of} ${term(link, a.id)}`,
    });

  for (const spouse of aSpouses) {
    if (spouse === b.id) continue;
    for (const link of bloodLinks(graph, ancestors(spouse), ancestors(b.id))) {
      const partnerToOther = term(link, spouse);
      found.push({
        kind: kindOf(link, 'parent'),
        distance: 1 + link.up + link.down,
        link,
        marriedAtFirst: a.id,
        phrase: (of) => throughOwnSpouse(gender(a.id), partnerToOther, b.first_name, of),
      });
    }
  }
  for (const spouse of bSpouses) {
    if (spouse === a.id) continue;
    for (const link of bloodLinks(graph, ancestors(a.id), ancestors(spouse))) {
      const selfToPartner = term(link, a.id);
      found.push({
        kind: kindOf(link, 'child'),
        distance: 1 + link.up + link.down,
        link,
        marriedAtSecond: b.id,
        phrase: (of) =>
          throughOthersSpouse(gender(a.id), selfToPartner, b.first_name, gender(spouse), of),
      });
    }
  }

  // Step-siblings: a parent of each, married to each other, and no parent in common.
  const aParents = [a.father_id, a.mother_id].filter((id): id is number => id !== null);
  const bParents = [b.father_id, b.mother_id].filter((id): id is number => id !== null);
  if (!aParents.some((p) => bParents.includes(p)))
    for (const p of aParents)
      for (const q of bParents)
        if (spousesIn(graph, p).includes(q) && graph.persons.has(q))
          found.push({
            kind: 'step',
            distance: 3,
            link: { ...soloLink(p), pathToFirst: [p, a.id], pathToSecond: [p, b.id] },
            stepParent: q,
            phrase: (of) => `${of} ${stepSiblingWord(gender(a.id))}`,
          });

  return found.sort((x, y) => rank[x.kind] - rank[y.kind] || x.distance - y.distance);
}

/**
 * The step relations: the first person is the spouse of the second's parent (stepfather), or a
 * child of the second's spouse (stepson); every other marriage relation is an in-law.
 */
function kindOf(link: BloodLink, stepWhen: 'parent' | 'child'): RelationKind {
  const parent = link.lineal && link.up === 0 && link.down === 1;
  const child = link.lineal && link.up === 1 && link.down === 0;
  return (stepWhen === 'parent' ? parent : child) ? 'step' : 'in-law';
}

export function createRelationService(db: Db) {
  /**
   * The two persons, each of the family or a spouse linked into it from another family. Their
   * rows and unions come with the relation graph, so the whole call is one statement.
   */
  function personsOfFamily(
    graph: RelationGraph,
    familyId: number,
    ids: [number, number],
  ): [PersonRow, PersonRow] {
    const linkedHere = new Set(
      graph.unions
        .filter((u) => u.family_id === familyId)
        .flatMap((u) => [u.person_id, u.spouse_id]),
    );
    return ids.map((id) => {
      const person = graph.persons.get(id);
      if (person && (person.family_id === familyId || linkedHere.has(id))) return person;
      throw notFound('This person is not part of this family.');
    }) as [PersonRow, PersonRow];
  }

  return {
    async relation(familyId: number, firstId: number, secondId: number): Promise<RelationResponse> {
      if (firstId === secondId)
        throw invalidInput(
          { secondPerson: messages.relation.samePerson },
          messages.relation.samePerson,
        );
      const rows = await findRelationGraph(db, [firstId, secondId]);
      const graph = relationGraph(rows.persons, rows.unions);
      const [a, b] = personsOfFamily(graph, familyId, [firstId, secondId]);
      const answer = answerRelation(graph, a, b);
      if (!answer)
        throw notFound(`${a.first_name} and ${b.first_name} are not related in this family tree.`);
      return answer;
    },
  };
}

/** The relation response for two persons of the graph, or null when they are not related. */
export function answerRelation(
  graph: RelationGraph,
  a: PersonRow,
  b: PersonRow,
): RelationResponse | null {
  const all = relationsBetween(graph, a, b);
  const relations: Array<Found & { relationship: string; path: number[] }> = [];
  for (const found of all) {
    const relationship = `${a.first_name} is ${found.phrase(`${b.first_name}'s`)}`;
    if (relations.some((r) => r.relationship === relationship)) continue;
    relations.push({ ...found, relationship, path: relationPath(found) });
    if (relations.length === maxRelations) break;
  }
  const nearest = relations[0];
  if (!nearest) return null;
  const pronoun = possessivePronoun(toGender(b.gender));
  const also = relations.slice(1).map((r) => `also ${r.phrase(pronoun)}`);
  return {
    tree: relationTree(graph, nearest),
    relationship: nearest.relationship,
    path: nearest.path,
    relations: relations.map((r) => ({
      relationship: r.relationship,
      path: r.path,
      kind: r.kind,
    })),
    summary: [nearest.relationship, ...also].join('; '),
  };
}

export type RelationService = ReturnType<typeof createRelationService>;

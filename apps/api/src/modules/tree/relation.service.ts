import { messages, toGender, type RelationResponse } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { createFamilyLinksCache, type FamilyLinksCacheOptions } from './family-links-cache.js';
import { relationRowsFrom } from './family-links.js';
import { relationGraph, type RelationGraph } from './relation-graph.js';
import { relationsBetween, type Found } from './relation-kinds.js';
import { relationPath, relationTree, relationTreeIds } from './relation-tree.js';
import type { Gender } from './relationship-naming.js';
import type { PersonRow } from '../data/tree.repository.js';
import { findRelationGraph } from '../data/walks.repository.js';

/** Relations answered at most, nearest first. */
export const maxRelations = 10;

const possessivePronoun = (gender: Gender) =>
  gender === 'M' ? 'his' : gender === 'F' ? 'her' : 'their';

/**
 * The two persons, each of the family or a spouse linked into it from another family. Their
 * links and unions come with the relation graph.
 */
function personsOfFamily(
  graph: RelationGraph<PersonRow>,
  familyId: number,
  ids: [number, number],
): [PersonRow, PersonRow] {
  const linkedHere = new Set(
    graph.unions.filter((u) => u.family_id === familyId).flatMap((u) => [u.person_id, u.spouse_id]),
  );
  return ids.map((id) => {
    const person = graph.persons.get(id);
    if (person && (person.family_id === familyId || linkedHere.has(id))) return person;
    throw notFound('This person is not part of this family.');
  }) as [PersonRow, PersonRow];
}

/**
 * The relation call (decision 0016). The rows it walks come from the process's cache of family
 * links (one statement to check they are current) or, for a family that does not fit, from one
 * recursive statement.
 */
export function createRelationService(db: Db, cacheOptions: FamilyLinksCacheOptions = {}) {
  const cache = createFamilyLinksCache(db, cacheOptions);

  return {
    async relation(
      familyId: number,
      firstId: number,
      secondId: number,
      policy: PrivacyPolicy,
    ): Promise<RelationResponse> {
      if (firstId === secondId)
        throw invalidInput(
          { secondPerson: messages.relation.samePerson },
          messages.relation.samePerson,
        );
      const ids: [number, number] = [firstId, secondId];
      const links = await cache.linksOf(familyId);
      const rows = (links && relationRowsFrom(links, ids)) ?? (await findRelationGraph(db, ids));
      const graph = relationGraph(rows.persons, rows.unions);
      const [a, b] = personsOfFamily(graph, familyId, ids);
      const found = relationsBetween(graph, a, b);
      if (!found[0])
        throw notFound(`${a.first_name} and ${b.first_name} are not related in this family tree.`);
      // The answer's tree carries years: masked rows, as every tree read (decision 0019).
      const shown = new Map(
        relationTreeIds(graph.persons, found[0]).map((id) => [
          id,
          policy.mask(graph.persons.get(id)!),
        ]),
      );
      const answer = answerFrom(found, a, b, shown)!;
      return answer;
    },
  };
}

/** The relation response for two persons of a graph, or null when they are not related. */
export function answerRelation(
  graph: RelationGraph,
  a: PersonRow,
  b: PersonRow,
  persons: ReadonlyMap<number, PersonRow>,
): RelationResponse | null {
  return answerFrom(relationsBetween(graph, a, b), a, b, persons);
}

/**
 * The answer from the relations found: the first distinct sentences, at most `maxRelations`, and
 * the tree of the nearest, drawn from `persons` (full rows of its path and their parents).
 */
function answerFrom(
  all: Found[],
  a: PersonRow,
  b: PersonRow,
  persons: ReadonlyMap<number, PersonRow>,
): RelationResponse | null {
  const relations: Array<Found & { relationship: string; path: number[] }> = [];
  for (const found of all) {
    const relationship = `${a.first_name} is ${found.phrase(`${b.first_name}'s`, b.first_name)}`;
    if (relations.some((r) => r.relationship === relationship)) continue;
    relations.push({ ...found, relationship, path: relationPath(found) });
    if (relations.length === maxRelations) break;
  }
  const nearest = relations[0];
  if (!nearest) return null;
  const pronoun = possessivePronoun(toGender(b.gender));
  const also = relations.slice(1).map((r) => `also ${r.phrase(pronoun, b.first_name)}`);
  return {
    tree: relationTree(persons, nearest),
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

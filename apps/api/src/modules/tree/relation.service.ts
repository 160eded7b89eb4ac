import { messages, toGender, type RelationResponse } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { relationGraph, type RelationGraph } from './relation-graph.js';
import { relationsBetween, type Found } from './relation-kinds.js';
import { relationPath, relationTree } from './relation-tree.js';
import type { Gender } from './relationship-naming.js';
import type { PersonRow } from './tree.repository.js';
import { findRelationGraph } from './walks.repository.js';

/** Relations answered at most, nearest first. */
export const maxRelations = 10;

const possessivePronoun = (gender: Gender) =>
  gender === 'M' ? 'his' : gender === 'F' ? 'her' : 'their';

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
      const rows = await findRelationGraph(db, [firstId, secondId]);
      // The answer's tree carries years: masked rows, as every tree read (decision 0019).
      const graph = relationGraph(
        rows.persons.map((p) => policy.mask(p)),
        rows.unions,
      );
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

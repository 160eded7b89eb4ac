import { messages, toGender, type Locale, type RelationResponse } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { createFamilyLinksCache, type FamilyLinksCacheOptions } from './family-links-cache.js';
import { relationRowsFrom } from './family-links.js';
import { relationGraph, type RelationGraph } from './relation-graph.js';
import { relationsBetween, type Found } from './relation-kinds.js';
import { relationPath, relationTree, relationTreeIds } from './relation-tree.js';
import { relationLanguage } from './naming/languages.js';
import type { Named, RelationLanguage } from './naming/relation-term.js';
import type { PersonRow } from '../data/tree.repository.js';
import { findRelationGraph } from '../data/walks.repository.js';
import { serverText, type LocalText } from '../../infra/user-text.js';

/** Relations answered at most, nearest first. */
export const maxRelations = 10;

const named = (p: PersonRow): Named => ({ name: p.first_name, gender: toGender(p.gender) });

/** "A and B are not related…" as each language module words it, in the answer's language. */
const notRelated = (first: Named, second: Named): LocalText => ({
  english: relationLanguage('en').notRelated(first, second),
  render: (locale) => relationLanguage(locale).notRelated(first, second),
});

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
    throw notFound(serverText('tree.notOfFamily'));
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
      locale: Locale = 'en',
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
      const language = relationLanguage(locale);
      if (!found[0]) throw notFound(notRelated(named(a), named(b)));
      // The answer's tree carries years: masked rows, as every tree read (decision 0019).
      const shown = new Map(
        relationTreeIds(graph.persons, found[0]).map((id) => [
          id,
          policy.mask(graph.persons.get(id)!),
        ]),
      );
      return answerFrom(found, a, b, shown, language)!;
    },
  };
}

/** The relation response for two persons of a graph, or null when they are not related. */
export function answerRelation(
  graph: RelationGraph,
  a: PersonRow,
  b: PersonRow,
  persons: ReadonlyMap<number, PersonRow>,
  language: RelationLanguage = relationLanguage('en'),
): RelationResponse | null {
  return answerFrom(relationsBetween(graph, a, b), a, b, persons, language);
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
  language: RelationLanguage,
): RelationResponse | null {
  const [first, second] = [named(a), named(b)];
  const relations: Array<Found & { relationship: string; path: number[] }> = [];
  for (const found of all) {
    const relationship = language.sentence(first, found.term, second);
    if (relations.some((r) => r.relationship === relationship)) continue;
    relations.push({ ...found, relationship, path: relationPath(found) });
    if (relations.length === maxRelations) break;
  }
  const nearest = relations[0];
  if (!nearest) return null;
  const also = relations.slice(1).map((r) => language.also(r.term, second));
  return {
    tree: relationTree(persons, nearest),
    relationship: nearest.relationship,
    path: nearest.path,
    relations: relations.map((r) => ({
      relationship: r.relationship,
      path: r.path,
      kind: r.kind,
    })),
    summary: language.join([nearest.relationship, ...also]),
  };
}

export type RelationService = ReturnType<typeof createRelationService>;

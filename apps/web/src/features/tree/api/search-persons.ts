import { limits, personSearchContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

export const personSearchQueryKey = (familyId: number | null, name: string) =>
  [...treeQueryRoot, 'person-search', familyId, name] as const;

export const searchPersons = (familyId: number, name: string, signal?: AbortSignal) =>
  apiRequest(personSearchContract, { query: { familyId, name }, signal });

export const isSearchable = (name: string) => name.trim().length >= limits.personSearchMinChars;

/** Persons whose name contains the text; nothing is asked under 3 characters (spec part 5). */
export function usePersonSearchQuery(familyId: number | null, name: string) {
  const term = name.trim();
  return useQuery({
    queryKey: personSearchQueryKey(familyId, term),
    queryFn: ({ signal }) => searchPersons(familyId!, term, signal),
    enabled: familyId !== null && isSearchable(term),
    staleTime: 60_000,
  });
}

import { relationContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

export interface RelationPair {
  firstPerson: number;
  secondPerson: number;
}

export const relationQueryKey = (familyId: number, pair: RelationPair | null) =>
  [...treeQueryRoot, 'relation', familyId, pair?.firstPerson, pair?.secondPerson] as const;

export const fetchRelation = (familyId: number, pair: RelationPair, signal?: AbortSignal) =>
  apiRequest(relationContract, {
    params: { familyId },
    query: { firstPerson: pair.firstPerson, secondPerson: pair.secondPerson },
    signal,
  });

/** The tree from the nearest common ancestor to both persons, once both are chosen. */
export function useRelationQuery(familyId: number, pair: RelationPair | null) {
  return useQuery({
    queryKey: relationQueryKey(familyId, pair),
    queryFn: ({ signal }) => fetchRelation(familyId, pair!, signal),
    enabled: pair !== null,
    retry: false,
  });
}

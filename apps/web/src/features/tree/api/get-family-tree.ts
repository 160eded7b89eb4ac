import { familyTreeContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

export const familyTreeQueryKey = (familyId: number | null) =>
  [...treeQueryRoot, 'family', familyId] as const;

export const fetchFamilyTree = (familyId: number, signal?: AbortSignal) =>
  apiRequest(familyTreeContract, { params: { familyId }, signal });

/** The whole family as nested nodes, founders first (spec part 7, "Tree"). */
export function useFamilyTreeQuery(familyId: number | null) {
  return useQuery({
    queryKey: familyTreeQueryKey(familyId),
    queryFn: ({ signal }) => fetchFamilyTree(familyId!, signal),
    enabled: familyId !== null,
    retry: 1,
  });
}

import { immediateFamilyContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from '../../tree';

export const immediateFamilyQueryKey = (id: number) =>
  [...treeQueryRoot, 'immediate-family', id] as const;

export const fetchImmediateFamily = (id: number, signal?: AbortSignal) =>
  apiRequest(immediateFamilyContract, { params: { id }, signal });

/** Father, mother, spouses and children of a member (GET /api/familyTree/member/{id}). */
export function useImmediateFamilyQuery(id: number) {
  return useQuery({
    queryKey: immediateFamilyQueryKey(id),
    queryFn: ({ signal }) => fetchImmediateFamily(id, signal),
  });
}

import { memberDetailContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

export const memberDetailQueryKey = (memberId: number) =>
  [...treeQueryRoot, 'member-detail', memberId] as const;

/** parentId may be 0 when the parent is not known; the server answers for memberId either way. */
export const fetchMemberDetail = (parentId: number, memberId: number, signal?: AbortSignal) =>
  apiRequest(memberDetailContract, { params: { parentId, memberId }, signal });

export function useMemberDetailQuery(parentId: number, memberId: number, enabled = true) {
  return useQuery({
    queryKey: memberDetailQueryKey(memberId),
    queryFn: ({ signal }) => fetchMemberDetail(parentId, memberId, signal),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

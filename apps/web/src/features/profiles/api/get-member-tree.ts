import { memberTreeContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from '../../tree';

export const memberTreeQueryKey = (familyId: number, id: number) =>
  [...treeQueryRoot, 'member-tree', familyId, id] as const;

export const fetchMemberTree = (familyId: number, id: number, signal?: AbortSignal) =>
  apiRequest(memberTreeContract, { params: { familyId, id }, signal });

/** The member with their spouses and descendants (the profile's My Family Tree tab). */
export function useMemberTreeQuery(familyId: number, id: number) {
  return useQuery({
    queryKey: memberTreeQueryKey(familyId, id),
    queryFn: ({ signal }) => fetchMemberTree(familyId, id, signal),
    retry: 1,
  });
}

import { canEditContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

export const canEditQueryKey = (familyId: number, userId: number | null, memberId: number) =>
  [...treeQueryRoot, 'can-edit', familyId, userId, memberId] as const;

export const fetchCanEdit = (familyId: number, userId: number, memberId: number) =>
  apiRequest(canEditContract, { params: { familyId, userId, memberId } });

/** Whether the logged-in user may edit this member; a visitor never asks (spec part 6). */
export function useCanEditQuery(
  familyId: number,
  userId: number | null,
  memberId: number,
  enabled = true,
) {
  return useQuery({
    queryKey: canEditQueryKey(familyId, userId, memberId),
    queryFn: () => fetchCanEdit(familyId, userId!, memberId),
    enabled: enabled && userId !== null,
    select: (answer) => answer === true,
    retry: false,
  });
}

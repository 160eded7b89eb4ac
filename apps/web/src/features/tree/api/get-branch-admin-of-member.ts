import { branchAdminOfMemberContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

export interface MemberBranchAdmin {
  userId: number | null;
}

export const branchAdminOfMemberQueryKey = (memberId: number) =>
  [...treeQueryRoot, 'branch-admin-of', memberId] as const;

export const fetchBranchAdminOfMember = (memberId: number) =>
  apiRequest(branchAdminOfMemberContract, { params: { memberId } });

/** The branch admin assigned to a member, if any (family admin only). */
export function useBranchAdminOfMemberQuery(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: branchAdminOfMemberQueryKey(memberId),
    queryFn: () => fetchBranchAdminOfMember(memberId),
    enabled,
  });
}

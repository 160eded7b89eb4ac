import { assignBranchAdminContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { branchAdminOfMemberQueryKey } from './get-branch-admin-of-member';
import { treeQueryRoot } from './tree-query-keys';

export interface AssignBranchAdminVariables {
  familyId: number;
  userId: number;
  memberId: number;
}

export const assignBranchAdmin = ({ familyId, userId, memberId }: AssignBranchAdminVariables) =>
  apiRequest(assignBranchAdminContract, { params: { familyId, userId, memberId } });

/** Puts a member (and so their branch) in a branch admin's care. */
export function useAssignBranchAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignBranchAdmin,
    onSuccess: (_, { userId, memberId }) => {
      queryClient.setQueryData(branchAdminOfMemberQueryKey(memberId), { userId });
      // The branch changed hands, so edit rights of the branch's members did too.
      return queryClient.invalidateQueries({ queryKey: [...treeQueryRoot, 'can-edit'] });
    },
  });
}

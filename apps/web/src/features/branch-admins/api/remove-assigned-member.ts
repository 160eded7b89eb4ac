import { removeAssignedMemberContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from '../../tree';
import { branchAdminsQueryKey } from './get-branch-admins';

export interface RemoveAssignedMemberVariables {
  userId: number;
  personId: number;
}

export const removeAssignedMember = (
  familyId: number,
  { userId, personId }: RemoveAssignedMemberVariables,
) => apiRequest(removeAssignedMemberContract, { params: { familyId, userId, personId } });

/** Takes a member (and so their branch) out of a branch admin's care. */
export function useRemoveAssignedMemberMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: RemoveAssignedMemberVariables) =>
      removeAssignedMember(familyId, variables),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: branchAdminsQueryKey(familyId) }),
        queryClient.invalidateQueries({ queryKey: treeQueryRoot }),
      ]),
  });
}

import { type BranchAdminSave, saveBranchAdminContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from '../../tree';
import { branchAdminsQueryKey } from './get-branch-admins';

export const saveBranchAdmin = (familyId: number, body: BranchAdminSave) =>
  apiRequest(saveBranchAdminContract, { params: { familyId }, body });

/** Adds (and invites) or updates a branch admin, then refreshes the list and the tree's choices. */
export function useSaveBranchAdminMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BranchAdminSave) => saveBranchAdmin(familyId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: branchAdminsQueryKey(familyId) }),
        // Blocking frees members and changes who is selectable in the member dialog.
        queryClient.invalidateQueries({ queryKey: treeQueryRoot }),
      ]),
  });
}

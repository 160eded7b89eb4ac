import { deleteChildContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DeleteChildVariables {
  /** The parent, or 0 when deleting a member whose parent is unknown (delete self). */
  memberId: number;
  childId: number;
}

export const deleteChild = ({ memberId, childId }: DeleteChildVariables) =>
  apiRequest(deleteChildContract, { params: { parentId: memberId, memberId: childId } });

/** Deletes a child of a member, or the member themself (same call, spec part 7). */
export function useDeleteChildMutation() {
  return useMutation({ mutationFn: deleteChild });
}

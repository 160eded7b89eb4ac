import {
  isLinkRequestSent,
  saveMemberContract,
  type SaveMemberDraft,
  type SaveMemberRequest,
} from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linkRequestsRoot } from '../../link-requests';
import { memberDetailQueryKey } from './get-member-detail';

export interface SaveMemberVariables {
  parentId: number;
  memberId: number;
  /** Checked by the member form with saveMemberRequestSchema before it is sent. */
  body: SaveMemberDraft;
}

export const saveMember = ({ parentId, memberId, body }: SaveMemberVariables) =>
  apiRequest(saveMemberContract, {
    params: { parentId, memberId },
    body: body as SaveMemberRequest,
  });

/**
 * Saves an edit or a new relative; the answer is the member's fresh detail, or, for a spouse of
 * another family, the link request sent to that family (202).
 */
export function useSaveMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMember,
    onSuccess: async (saved) => {
      if (isLinkRequestSent(saved))
        await queryClient.invalidateQueries({ queryKey: linkRequestsRoot });
      else queryClient.setQueryData(memberDetailQueryKey(saved.personId), saved);
    },
  });
}

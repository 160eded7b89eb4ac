import {
  apiPaths,
  isLinkRequestSent,
  type LinkRequestSent,
  type MemberDetail,
  type SaveMemberRequest,
} from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linkRequestsRoot } from '../../link-requests';
import { memberDetailQueryKey } from './get-member-detail';

export interface SaveMemberVariables {
  parentId: number;
  memberId: number;
  body: SaveMemberRequest;
}

export const saveMember = ({ parentId, memberId, body }: SaveMemberVariables) =>
  apiRequest<MemberDetail | LinkRequestSent>('POST', apiPaths.saveMember(parentId, memberId), {
    body,
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

import { apiPaths, type MemberDetail, type SaveMemberRequest } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberDetailQueryKey } from './get-member-detail';

export interface SaveMemberVariables {
  parentId: number;
  memberId: number;
  body: SaveMemberRequest;
}

export const saveMember = ({ parentId, memberId, body }: SaveMemberVariables) =>
  apiRequest<MemberDetail>('POST', apiPaths.saveMember(parentId, memberId), { body });

/** Saves an edit or a new relative; the answer is the member's fresh detail. */
export function useSaveMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMember,
    onSuccess: (detail) => {
      queryClient.setQueryData(memberDetailQueryKey(detail.personId), detail);
    },
  });
}

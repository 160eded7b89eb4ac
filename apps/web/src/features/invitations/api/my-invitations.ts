import {
  acceptMyInvitationContract,
  declineMyInvitationContract,
  myInvitationsContract,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myInvitationsQueryKey = ['my-invitations'] as const;

/** `token` overrides the stored session (right after a login, before it is stored). */
export const fetchMyInvitations = (token?: string, signal?: AbortSignal) =>
  apiRequest(myInvitationsContract, { token, signal });

export type InvitationAnswerKind = 'accept' | 'decline';

export interface AnswerInvitationVariables {
  familyId: number;
  answer: InvitationAnswerKind;
  token?: string;
}

export const answerInvitation = ({ familyId, answer, token }: AnswerInvitationVariables) =>
  apiRequest(answer === 'accept' ? acceptMyInvitationContract : declineMyInvitationContract, {
    params: { familyId },
    token,
  });

/** The invitations waiting for the logged-in user's answer. */
export function useMyInvitationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: myInvitationsQueryKey,
    queryFn: ({ signal }) => fetchMyInvitations(undefined, signal),
    enabled,
  });
}

/** Accepts or declines; the answer carries the user's families as they are now. */
export function useAnswerInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInvitationsQueryKey }),
  });
}

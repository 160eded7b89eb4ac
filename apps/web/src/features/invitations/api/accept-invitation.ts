import { acceptInvitationContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AcceptInvitationVariables {
  token: string;
  password: string;
}

export const acceptInvitation = ({ token, password }: AcceptInvitationVariables) =>
  apiRequest(acceptInvitationContract, { params: { token }, body: { password }, token: null });

/** Sets the invited person's password; the answer is a login, like the login page's. */
export function useAcceptInvitationMutation() {
  return useMutation({ mutationFn: acceptInvitation });
}

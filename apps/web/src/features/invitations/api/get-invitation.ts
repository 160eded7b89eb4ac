import { invitationContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const invitationQueryKey = (token: string) => ['invitation', token] as const;

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest(invitationContract, { params: { token }, token: null, signal });

/** Who was invited to which family; 404 for an unknown link, 410 for a used or expired one. */
export function useInvitationQuery(token: string) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: (count, error) => count < 2 && ((error as { status?: number }).status ?? 500) >= 500,
    staleTime: Infinity,
  });
}

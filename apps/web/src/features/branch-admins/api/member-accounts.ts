import { memberAccountsContract, removeMemberAccountContract } from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const memberAccountsKey = (familyId: number) => ['member-accounts', familyId] as const;

/** The family's MEMBER accounts (issue 17): family admins see all of them. */
export function useMemberAccountsQuery(familyId: number) {
  return useQuery({
    queryKey: memberAccountsKey(familyId),
    queryFn: ({ signal }) => apiRequest(memberAccountsContract, { params: { familyId }, signal }),
    retry: (count, error) =>
      count < 2 && ![401, 403].includes((error as { status?: number }).status ?? 0),
  });
}

/** Ends a member's access to the family; the list is asked again whatever the answer. */
export function useRemoveMemberAccountMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(removeMemberAccountContract, { params: { familyId, userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberAccountsKey(familyId) }),
  });
}

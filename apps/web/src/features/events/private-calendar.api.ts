import {
  createPrivateCalendarContract,
  privateCalendarStatusContract,
  revokePrivateCalendarContract,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const statusKey = (familyId: number, userId: number) =>
  ['events', 'private-calendar', familyId, userId] as const;

/** Whether the signed-in member has a private calendar link (a non-member is refused: 403). */
export function usePrivateCalendarStatus(familyId: number, userId: number | null) {
  return useQuery({
    queryKey: statusKey(familyId, userId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(privateCalendarStatusContract, { params: { familyId }, signal }),
    enabled: userId !== null,
    retry: false,
  });
}

/** Makes a new link (the old one stops working) or revokes it. */
export function usePrivateCalendarChange(familyId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'create' | 'revoke') => {
      if (change === 'create')
        return apiRequest(createPrivateCalendarContract, { params: { familyId } });
      await apiRequest(revokePrivateCalendarContract, { params: { familyId } });
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey(familyId, userId ?? 0) }),
  });
}

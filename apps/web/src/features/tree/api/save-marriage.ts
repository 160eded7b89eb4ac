import { saveMarriageContract, type MarriageRequest } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memberDetailQueryKey } from './get-member-detail';

export interface SaveMarriageVariables {
  memberId: number;
  spouseId: number;
  body: MarriageRequest;
}

export const saveMarriage = ({ memberId, spouseId, body }: SaveMarriageVariables) =>
  apiRequest(saveMarriageContract, { params: { memberId, spouseId }, body });

/** Saves a couple's marriage; both partners' dialogs and the events page read it again. */
export function useSaveMarriageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarriage,
    onSuccess: async (_saved, { memberId, spouseId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberDetailQueryKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: memberDetailQueryKey(spouseId) }),
        queryClient.invalidateQueries({ queryKey: ['events'] }),
      ]);
    },
  });
}

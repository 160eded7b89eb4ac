import { mergePersonsContract, type MergeRequest } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Merges `otherId` into `keepId`. Every cached read may name either person (tree, profiles,
 * relations, history), so all of them are read again.
 */
export function useMergePersonsMutation(familyId: number, keepId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeRequest) =>
      apiRequest(mergePersonsContract, { params: { familyId, keepId }, body }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

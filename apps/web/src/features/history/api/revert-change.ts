import { revertChangeContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * A family admin's revert. What it writes back may be shown anywhere (a profile, a name in the
 * tree, a site page, every history list), so every cached query is refetched afterwards.
 */
export function useRevertChangeMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: number) =>
      apiRequest(revertChangeContract, { params: { familyId, changeId } }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

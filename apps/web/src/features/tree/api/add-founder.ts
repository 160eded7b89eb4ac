import { founderContract, type FounderRequest } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyTreeQueryKey } from './get-family-tree';

export const addFounder = (familyId: number, body: FounderRequest) =>
  apiRequest(founderContract, { params: { familyId }, body });

/** Adds a person with no parents to the family (a family admin's first member). */
export function useAddFounderMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FounderRequest) => addFounder(familyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyTreeQueryKey(familyId) }),
  });
}

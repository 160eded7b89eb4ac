import { createFamilyContract, type CreateFamilyRequest } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { platformFamiliesQueryKey } from './get-platform-families';

export const createFamily = (token: string, body: CreateFamilyRequest) =>
  apiRequest(createFamilyContract, { body, token });

/** Creates a family and invites its first family admin, then refreshes the list. */
export function useCreateFamilyMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFamilyRequest) => createFamily(token, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformFamiliesQueryKey }),
  });
}

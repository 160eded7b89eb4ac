import {
  dismissDuplicateContract,
  duplicatesContract,
  undismissDuplicateContract,
  type DuplicateDismissal,
  type DuplicatePair,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const duplicatesKey = (familyId: number) => ['duplicates', familyId] as const;

/** The likely duplicate pairs of the family, best first (GET /api/family/{id}/duplicates). */
export function useDuplicatesQuery(familyId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: duplicatesKey(familyId),
    queryFn: ({ signal }) => apiRequest(duplicatesContract, { params: { familyId }, signal }),
  });
}

/**
 * "Not a duplicate": the pair leaves the list at once (the cached list loses it), and the list is
 * read again afterwards, since the persons' other pairs do not change.
 */
export function useDismissDuplicateMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: DuplicateDismissal) =>
      apiRequest(dismissDuplicateContract, { params: { familyId }, body: pair }),
    onSuccess: (_none, pair) => {
      queryClient.setQueryData(duplicatesKey(familyId), (list: DuplicatePair[] | undefined) =>
        list?.filter(
          (p) => !(p.personA.personId === pair.personA && p.personB.personId === pair.personB),
        ),
      );
    },
  });
}

/** Undoes a dismissal: the pair comes back when the engine still proposes it. */
export function useUndismissDuplicateMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: DuplicateDismissal) =>
      apiRequest(undismissDuplicateContract, { params: { familyId }, body: pair }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: duplicatesKey(familyId) }),
  });
}

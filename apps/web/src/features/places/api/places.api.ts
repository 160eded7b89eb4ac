import {
  familyPlacesContract,
  mergePlaceContract,
  renamePlaceContract,
  personPlacesContract,
  placeContract,
  updatePlaceContract,
  type Place,
  type PlaceInput,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every place query of a family under one key: an edit reads them all again. */
const placesKey = (familyId: number) => ['places', familyId] as const;

/** The family's places as a flat list (parentKey links the hierarchy). */
export function usePlacesQuery(familyId: number) {
  return useQuery({
    queryKey: [...placesKey(familyId), 'list'],
    queryFn: ({ signal }) => apiRequest(familyPlacesContract, { params: { familyId }, signal }),
  });
}

/** One place with its parents, sub-places, names and what happened there. */
export function usePlaceQuery(familyId: number, placeKey: string) {
  return useQuery({
    queryKey: [...placesKey(familyId), 'place', placeKey],
    queryFn: ({ signal }) => apiRequest(placeContract, { params: { familyId, placeKey }, signal }),
  });
}

/** The places of a person's facts the viewer may see. */
export function usePersonPlacesQuery(familyId: number, personId: number) {
  return useQuery({
    queryKey: [...placesKey(familyId), 'person', personId],
    queryFn: ({ signal }) =>
      apiRequest(personPlacesContract, { params: { familyId, personId }, signal }),
  });
}

export function useUpdatePlaceMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeKey, body }: { placeKey: string; body: PlaceInput }) =>
      apiRequest(updatePlaceContract, { params: { familyId, placeKey }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKey(familyId) }),
  });
}

/**
 * After a rename or merge the page's own key is gone: the answer is cached under its new key and
 * the rest marked stale without a refetch now (the old key would answer 404 before the page moves).
 */
function movedTo(queryClient: QueryClient, familyId: number, place: Place) {
  queryClient.setQueryData([...placesKey(familyId), 'place', place.key], place);
  void queryClient.invalidateQueries({ queryKey: placesKey(familyId), refetchType: 'none' });
}

/** Renames a place (its facts' texts follow); answers the place under its new key. */
export function useRenamePlaceMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeKey, name }: { placeKey: string; name: string }) =>
      apiRequest(renamePlaceContract, { params: { familyId, placeKey }, body: { name } }),
    onSuccess: (place) => movedTo(queryClient, familyId, place),
  });
}

/** Merges a place into another; answers the target. */
export function useMergePlaceMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeKey, targetKey }: { placeKey: string; targetKey: string }) =>
      apiRequest(mergePlaceContract, { params: { familyId, placeKey }, body: { targetKey } }),
    onSuccess: (place) => movedTo(queryClient, familyId, place),
  });
}

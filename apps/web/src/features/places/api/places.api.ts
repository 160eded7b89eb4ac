import {
  familyPlacesContract,
  mergePlaceContract,
  renamePlaceContract,
  personPlacesContract,
  placeContract,
  updatePlaceContract,
  type PlaceInput,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Renames a place (its facts' texts follow); answers the place under its new key. */
export function useRenamePlaceMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeKey, name }: { placeKey: string; name: string }) =>
      apiRequest(renamePlaceContract, { params: { familyId, placeKey }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKey(familyId) }),
  });
}

/** Merges a place into another; answers the target. */
export function useMergePlaceMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeKey, targetKey }: { placeKey: string; targetKey: string }) =>
      apiRequest(mergePlaceContract, { params: { familyId, placeKey }, body: { targetKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKey(familyId) }),
  });
}

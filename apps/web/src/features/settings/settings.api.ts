import {
  familySettingsContract,
  saveFamilySettingsContract,
  type FamilySettings,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const settingsQueryKey = (familyId: number) => ['family-settings', familyId] as const;

/** The family's privacy settings (family admins only). */
export function useSettingsQuery(familyId: number, enabled: boolean) {
  return useQuery({
    queryKey: settingsQueryKey(familyId),
    queryFn: ({ signal }) => apiRequest(familySettingsContract, { params: { familyId }, signal }),
    enabled,
    retry: (count, error) =>
      count < 2 && ![401, 403].includes((error as { status?: number }).status ?? 0),
  });
}

/** Saves them; every cached read may now show visitors more or less, so all are refetched. */
export function useSaveSettingsMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilySettings) =>
      apiRequest(saveFamilySettingsContract, { params: { familyId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey(familyId), saved);
      return queryClient.invalidateQueries();
    },
  });
}

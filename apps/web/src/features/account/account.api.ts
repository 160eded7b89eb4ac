import {
  changeMyPasswordContract,
  myAccountContract,
  revokeMyOtherSessionsContract,
  revokeMySessionContract,
  saveMyNameContract,
  type AccountName,
  type PasswordChange,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { updateSession } from '../../lib/session-store';

export const myAccountQueryKey = ['account', 'mine'] as const;

export function useMyAccountQuery() {
  return useQuery({
    queryKey: myAccountQueryKey,
    queryFn: ({ signal }) => apiRequest(myAccountContract, { signal }),
  });
}

/** Every change of the account reloads it (the session list changes with a password too). */
function useAccountMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAccountQueryKey }),
  });
}

export const useSaveNameMutation = () =>
  useAccountMutation(async (body: AccountName) => {
    const saved = await apiRequest(saveMyNameContract, { body });
    updateSession({ userName: `${saved.firstName} ${saved.lastName}`.trim() });
  });

export const useChangePasswordMutation = () =>
  useAccountMutation((body: PasswordChange) => apiRequest(changeMyPasswordContract, { body }));

export const useRevokeSessionMutation = () =>
  useAccountMutation((sessionId: number) =>
    apiRequest(revokeMySessionContract, { params: { sessionId } }),
  );

export const useRevokeOtherSessionsMutation = () =>
  useAccountMutation((_: void) => apiRequest(revokeMyOtherSessionsContract, {}));

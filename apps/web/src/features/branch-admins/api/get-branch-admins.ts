import { allBranchAdminsContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const branchAdminsQueryKey = (familyId: number) =>
  ['branch-admins', 'all', familyId] as const;

export const fetchBranchAdmins = (familyId: number, signal?: AbortSignal) =>
  apiRequest(allBranchAdminsContract, { params: { familyId }, signal });

/** Every branch admin of the family with status and assigned members (family admin only). */
export function useBranchAdminsQuery(familyId: number, enabled: boolean) {
  return useQuery({
    queryKey: branchAdminsQueryKey(familyId),
    queryFn: ({ signal }) => fetchBranchAdmins(familyId, signal),
    enabled,
    // A refusal is an answer, not a glitch.
    retry: (count, error) =>
      count < 2 && ![401, 403].includes((error as { status?: number }).status ?? 0),
  });
}

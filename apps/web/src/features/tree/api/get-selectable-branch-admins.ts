import { selectableBranchAdminsContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

/** One choice of the Branch Admin select (spec part 7, "Branch admins"). */
export interface SelectableBranchAdmin {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

export const selectableBranchAdminsQueryKey = (familyId: number) =>
  [...treeQueryRoot, 'selectable-branch-admins', familyId] as const;

export const fetchSelectableBranchAdmins = (familyId: number) =>
  apiRequest(selectableBranchAdminsContract, { params: { familyId } });

export function useSelectableBranchAdminsQuery(familyId: number, enabled: boolean) {
  return useQuery({
    queryKey: selectableBranchAdminsQueryKey(familyId),
    queryFn: () => fetchSelectableBranchAdmins(familyId),
    enabled,
    staleTime: 60_000,
  });
}

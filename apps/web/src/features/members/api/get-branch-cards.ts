import { branchCardsContract, limits } from '@familytree/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-keys';

export const branchCardsQueryKey = (familyId: number, memberId: number, page: number) =>
  [...membersQueryRoot, 'branch', familyId, memberId, page] as const;

export const fetchBranchCards = (
  familyId: number,
  memberId: number,
  page: number,
  signal?: AbortSignal,
) =>
  apiRequestPage(branchCardsContract, {
    params: { familyId, id: memberId },
    query: { page, pageSize: limits.memberPageSize },
    signal,
  });

/** One page of the cards of a member's branch (the profile's Members tab). */
export function useBranchCardsQuery(familyId: number, memberId: number, page: number) {
  return useQuery({
    queryKey: branchCardsQueryKey(familyId, memberId, page),
    queryFn: ({ signal }) => fetchBranchCards(familyId, memberId, page, signal),
    placeholderData: keepPreviousData,
  });
}

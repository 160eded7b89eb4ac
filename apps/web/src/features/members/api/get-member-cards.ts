import { limits, memberCardsContract } from '@familytree/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-keys';

export const memberCardsQueryKey = (familyId: number, page: number) =>
  [...membersQueryRoot, 'cards', familyId, page] as const;

export const fetchMemberCards = (familyId: number, page: number, signal?: AbortSignal) =>
  apiRequestPage(memberCardsContract, {
    params: { familyId },
    query: { page, pageSize: limits.memberPageSize },
    signal,
  });

/** One page of the family's member cards, paged on the server (spec part 2, "Member list"). */
export function useMemberCardsQuery(familyId: number, page: number) {
  return useQuery({
    queryKey: memberCardsQueryKey(familyId, page),
    queryFn: ({ signal }) => fetchMemberCards(familyId, page, signal),
    placeholderData: keepPreviousData,
  });
}

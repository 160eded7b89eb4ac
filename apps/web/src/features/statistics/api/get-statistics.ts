import { familyStatisticsContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from '../../tree';

/** Under the tree's query root, so that a save in the tree brings fresh numbers. */
export const statisticsQueryKey = (familyId: number) =>
  [...treeQueryRoot, 'statistics', familyId] as const;

export function useStatisticsQuery(familyId: number | null) {
  return useQuery({
    queryKey: statisticsQueryKey(familyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(familyStatisticsContract, { params: { familyId: familyId! }, signal }),
    enabled: familyId !== null,
    retry: 1,
  });
}

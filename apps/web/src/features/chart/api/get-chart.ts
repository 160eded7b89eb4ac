import { chartContract } from '@familytree/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from '../../tree';

/** Under the tree's query root, so that a save or delete in the member dialog reloads the chart. */
export const chartQueryKey = (familyId: number, personId: number, a: number, d: number) =>
  [...treeQueryRoot, 'chart', familyId, personId, a, d] as const;

export function useChartQuery(
  familyId: number | null,
  personId: number,
  depths: { ancestors: number; descendants: number },
) {
  return useQuery({
    queryKey: chartQueryKey(familyId ?? 0, personId, depths.ancestors, depths.descendants),
    queryFn: ({ signal }) =>
      apiRequest(chartContract, {
        params: { familyId: familyId!, id: personId },
        query: depths,
        signal,
      }),
    enabled: familyId !== null,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

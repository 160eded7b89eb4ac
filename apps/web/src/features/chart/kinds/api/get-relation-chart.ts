import { relationContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { treeQueryRoot } from '../../../tree';

/** The relation of two persons (the Find Relation call), for the relationship chart. */
export function useRelationChartQuery(
  familyId: number | null,
  first: number,
  second: number | null,
) {
  return useQuery({
    queryKey: [...treeQueryRoot, 'relation-chart', familyId, first, second] as const,
    queryFn: ({ signal }) =>
      apiRequest(relationContract, {
        params: { familyId: familyId! },
        query: { firstPerson: first, secondPerson: second! },
        signal,
      }),
    enabled: familyId !== null && second !== null,
    retry: false,
  });
}

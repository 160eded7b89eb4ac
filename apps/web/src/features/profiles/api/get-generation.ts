import { generationContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from '../../tree';

// Under the tree's root: a change in the tree refreshes the line of ancestors too.
export const generationQueryKey = (domain: string, id: number) =>
  [...treeQueryRoot, 'generation', domain, id] as const;

export const fetchGeneration = (domain: string, id: number, signal?: AbortSignal) =>
  apiRequest(generationContract, { params: { domain, id }, signal });

/** The line from the founder (generation 1) down to the member, for the generation chips. */
export function useGenerationQuery(domain: string, id: number) {
  return useQuery({
    queryKey: generationQueryKey(domain, id),
    queryFn: ({ signal }) => fetchGeneration(domain, id, signal),
    retry: false,
  });
}

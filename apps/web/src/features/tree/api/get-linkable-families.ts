import { linkableFamiliesContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treeQueryRoot } from './tree-query-keys';

export const linkableFamiliesQueryKey = [...treeQueryRoot, 'linkable-families'] as const;

export const fetchLinkableFamilies = () => apiRequest(linkableFamiliesContract);

/** Families an existing spouse may be picked from. */
export function useLinkableFamiliesQuery(enabled: boolean) {
  return useQuery({
    queryKey: linkableFamiliesQueryKey,
    queryFn: fetchLinkableFamilies,
    enabled,
    staleTime: 5 * 60_000,
  });
}

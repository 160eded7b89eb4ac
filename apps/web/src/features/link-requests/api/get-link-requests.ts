import { linkRequestsContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const linkRequestsRoot = ['link-requests'] as const;
export const linkRequestsQueryKey = (familyId: number) => [...linkRequestsRoot, familyId] as const;

export const fetchLinkRequests = (familyId: number, signal?: AbortSignal) =>
  apiRequest(linkRequestsContract, { params: { familyId }, signal });

/** Link requests addressed to the family and sent by it (family admin only). */
export function useLinkRequestsQuery(familyId: number, enabled: boolean) {
  return useQuery({
    queryKey: linkRequestsQueryKey(familyId),
    queryFn: ({ signal }) => fetchLinkRequests(familyId, signal),
    enabled,
    // A refusal is an answer, not a glitch.
    retry: (count, error) =>
      count < 2 && ![401, 403].includes((error as { status?: number }).status ?? 0),
  });
}

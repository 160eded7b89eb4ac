import { platformFamiliesContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const platformFamiliesQueryKey = ['platform', 'families'] as const;

export const fetchPlatformFamilies = (token: string, signal?: AbortSignal) =>
  apiRequest(platformFamiliesContract, { token, signal });

/** Every family with its numbers of persons and admins (platform admin only). */
export function usePlatformFamiliesQuery(token: string | null) {
  return useQuery({
    queryKey: platformFamiliesQueryKey,
    queryFn: ({ signal }) => fetchPlatformFamilies(token!, signal),
    enabled: token !== null,
    retry: (count, error) => count < 2 && ((error as { status?: number }).status ?? 500) >= 500,
  });
}

import { configContract, familyByDomainContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const siteConfigQueryKey = ['site-config'] as const;
export const familyQueryKey = (domain: string) => ['family', domain] as const;

export function useSiteConfigQuery() {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: () => apiRequest(configContract),
    staleTime: Infinity,
  });
}

export function useFamilyQuery(domain: string | null) {
  return useQuery({
    queryKey: familyQueryKey(domain ?? ''),
    queryFn: () => apiRequest(familyByDomainContract, { params: { domain: domain ?? '' } }),
    enabled: domain !== null,
    // An unknown family is an answer, not a glitch: don't retry a 404.
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

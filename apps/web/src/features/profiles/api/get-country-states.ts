import { countryStatesContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profilesQueryRoot } from './profile-query-keys';

export interface CountryStates {
  name: string;
  code2: string;
  states: Array<{ name: string; code: string }>;
}

export const countryStatesQueryKey = [...profilesQueryRoot, 'static', 'country-states'] as const;

export const fetchCountryStates = (signal?: AbortSignal) =>
  apiRequest(countryStatesContract, { signal, token: null });

/** Countries and their states (static data of spec part 3); loaded once per visit. */
export function useCountryStatesQuery() {
  return useQuery({
    queryKey: countryStatesQueryKey,
    queryFn: ({ signal }) => fetchCountryStates(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

import { countryCodesContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profilesQueryRoot } from './profile-query-keys';

export interface CountryCode {
  country: string;
  /** The country's 2-letter code. */
  code: string;
  dial_code: string;
}

export const countryCodesQueryKey = [...profilesQueryRoot, 'static', 'country-codes'] as const;

export const fetchCountryCodes = (signal?: AbortSignal) =>
  apiRequest(countryCodesContract, { signal, token: null });

/** Countries with their dialling codes (static data of spec part 3); loaded once per visit. */
export function useCountryCodesQuery() {
  return useQuery({
    queryKey: countryCodesQueryKey,
    queryFn: ({ signal }) => fetchCountryCodes(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

import { useCallback, useMemo } from 'react';
import { useCountryStatesQuery } from '../api/get-country-states';

/** Country names by 2-letter code, from the static data; a code shows as itself until loaded. */
export function useCountryName() {
  const { data } = useCountryStatesQuery();
  const names = useMemo(() => new Map((data ?? []).map((c) => [c.code2, c.name])), [data]);
  return useCallback((code: string | null) => (code ? (names.get(code) ?? code) : ''), [names]);
}

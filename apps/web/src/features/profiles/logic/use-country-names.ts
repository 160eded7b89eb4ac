import { useCallback, useMemo } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useCountryStatesQuery } from '../api/get-country-states';
import { regionNamer } from './country-names';

/** Country names by 2-letter code, in the language; a code shows as itself until loaded. */
export function useCountryName() {
  const { data } = useCountryStatesQuery();
  const locale = useLocale();
  const names = useMemo(() => new Map((data ?? []).map((c) => [c.code2, c.name])), [data]);
  const local = useMemo(() => regionNamer(locale), [locale]);
  return useCallback(
    (code: string | null) => (code ? (local?.(code) ?? names.get(code) ?? code) : ''),
    [names, local],
  );
}

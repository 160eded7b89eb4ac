import { intlLocale } from '@familytree/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useLocale, useSpecText, useT } from '../../../../../lib/i18n';
import { useCountryStatesQuery, type CountryStates } from '../../../api/get-country-states';
import { regionNamer } from '../../../logic/country-names';
import { profilesMessages } from '../../../messages';
import { pickerTexts } from './picker-texts';

interface CountryAutocompleteProps {
  label: string;
  /** The country's 2-letter code. */
  value: string | null;
  onChange: (code: string | null) => void;
  error?: string | undefined;
  size?: 'small' | 'medium';
}

/** Type-ahead choice of a country from the static data; the value is its 2-letter code. */
export function CountryAutocomplete(props: CountryAutocompleteProps) {
  const { label, value, onChange, error, size } = props;
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const locale = useLocale();
  const countries = useCountryStatesQuery();
  // In another language the countries carry their names in it, in its alphabetical order.
  const options = useMemo(() => {
    const local = regionNamer(locale);
    const list = countries.data ?? [];
    if (!local) return list;
    return list
      .map((c) => ({ ...c, name: local(c.code2) ?? c.name }))
      .sort((a, b) => a.name.localeCompare(b.name, intlLocale(locale)));
  }, [countries.data, locale]);
  const selected = useMemo(() => options.find((c) => c.code2 === value) ?? null, [options, value]);
  return (
    <Autocomplete<CountryStates>
      options={options}
      value={selected}
      onChange={(_, country) => onChange(country?.code2 ?? null)}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(a, b) => a.code2 === b.code2}
      getOptionKey={(country) => country.code2}
      loading={countries.isPending}
      size={size}
      autoHighlight
      {...pickerTexts(t)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error) || countries.isError}
          helperText={
            error !== undefined
              ? text(error)
              : countries.isError
                ? t('countriesLoadFailed')
                : undefined
          }
        />
      )}
    />
  );
}

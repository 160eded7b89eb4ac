import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useCountryStatesQuery, type CountryStates } from '../../../api/get-country-states';

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
  const countries = useCountryStatesQuery();
  const options = useMemo(() => countries.data ?? [], [countries.data]);
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
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error) || countries.isError}
          helperText={
            error ?? (countries.isError ? 'The countries could not be loaded.' : undefined)
          }
        />
      )}
    />
  );
}

import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useCountryCodesQuery, type CountryCode } from '../../../api/get-country-codes';
import { dialCodeLabel, filterDialCodes } from './dial-code-filter';

interface DialCodeAutocompleteProps {
  value: string | null;
  onChange: (dialCode: string | null) => void;
  error?: string | undefined;
}

/**
 * The phone's country code. Several countries share a dialling code (+1), and only the code is
 * stored, so the country the user picked is remembered here; a loaded code shows its first country.
 */
export function DialCodeAutocomplete({ value, onChange, error }: DialCodeAutocompleteProps) {
  const codes = useCountryCodesQuery();
  const options = useMemo(() => codes.data ?? [], [codes.data]);
  const [picked, setPicked] = useState<CountryCode | null>(null);
  const selected =
    picked && picked.dial_code === value
      ? picked
      : (options.find((c) => c.dial_code === value) ?? null);

  return (
    <Autocomplete<CountryCode>
      options={options}
      value={selected}
      onChange={(_, code) => {
        setPicked(code);
        onChange(code?.dial_code ?? null);
      }}
      getOptionLabel={dialCodeLabel}
      filterOptions={(all, state) => filterDialCodes(all, state.inputValue)}
      getOptionKey={(c) => `${c.code}${c.dial_code}`}
      isOptionEqualToValue={(a, b) => a.code === b.code && a.dial_code === b.dial_code}
      loading={codes.isPending}
      autoHighlight
      renderInput={(params) => (
        <TextField {...params} label="Country code" error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

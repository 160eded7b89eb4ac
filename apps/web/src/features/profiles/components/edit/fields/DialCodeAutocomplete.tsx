import { Autocomplete, TextField } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useLocale, useSpecText, useT } from '../../../../../lib/i18n';
import { useCountryCodesQuery, type CountryCode } from '../../../api/get-country-codes';
import { regionNamer } from '../../../logic/country-names';
import { profilesMessages } from '../../../messages';
import { dialCodeLabel, filterDialCodes } from './dial-code-filter';
import { pickerTexts } from './picker-texts';

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
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const locale = useLocale();
  const local = useMemo(() => regionNamer(locale), [locale]);
  const label = useCallback(
    (c: CountryCode) => dialCodeLabel(c, local?.(c.code) ?? c.country),
    [local],
  );
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
      getOptionLabel={label}
      filterOptions={(all, state) => filterDialCodes(all, state.inputValue, label)}
      getOptionKey={(c) => `${c.code}${c.dial_code}`}
      isOptionEqualToValue={(a, b) => a.code === b.code && a.dial_code === b.dial_code}
      loading={codes.isPending}
      autoHighlight
      {...pickerTexts(t)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('countryCode')}
          error={Boolean(error)}
          helperText={error && text(error)}
        />
      )}
    />
  );
}

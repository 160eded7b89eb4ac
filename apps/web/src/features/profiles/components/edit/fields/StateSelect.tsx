import { useMemo } from 'react';
import { useSpecText, useT } from '../../../../../lib/i18n';
import { useCountryStatesQuery } from '../../../api/get-country-states';
import { profilesMessages } from '../../../messages';
import { NativeSelect } from './NativeSelect';

interface StateSelectProps {
  label: string;
  country: string | null;
  value: string | null;
  onChange: (state: string | null) => void;
  error?: string | undefined;
  size?: 'small' | 'medium';
}

/** The states of the chosen country (spec part 5, "Choices"); the value is the state's name. */
export function StateSelect(props: StateSelectProps) {
  const { label, country, value, onChange, error, size } = props;
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const countries = useCountryStatesQuery();
  const states = useMemo(
    () => countries.data?.find((c) => c.code2 === country)?.states ?? [],
    [countries.data, country],
  );
  const options = states.map((s) => ({ value: s.name, label: s.name }));
  // A stored state the list does not know still shows, so that nothing changes silently.
  if (value && !states.some((s) => s.name === value)) options.unshift({ value, label: value });
  const disabled = !country || options.length === 0;
  return (
    <NativeSelect
      label={label}
      size={size}
      value={value ?? ''}
      onChange={(text) => onChange(text || null)}
      options={options}
      emptyLabel={!country ? t('chooseCountryFirst') : options.length ? '—' : t('noStates')}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error && text(error)}
    />
  );
}

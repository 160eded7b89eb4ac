import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import type { AddressFormValues } from '../../logic/address-form';
import { profilesMessages } from '../../messages';
import { CountryAutocomplete } from './fields/CountryAutocomplete';
import { StateSelect } from './fields/StateSelect';

/** Country, then a state of that country, for an address or a living timeline entry. */
export function CountryStateFields(props: {
  /** The entry's path, e.g. 'addressList.0'. */
  prefix: `addressList.${number}` | `livingTimelineList.${number}`;
  size?: 'small';
}) {
  const { prefix, size } = props;
  const t = useT(profilesMessages);
  const { control, setValue } = useFormContext<AddressFormValues>();
  const country = useWatch({ control, name: `${prefix}.country` });
  return (
    <>
      <Controller
        control={control}
        name={`${prefix}.country`}
        render={({ field, fieldState }) => (
          <CountryAutocomplete
            label={t('country')}
            size={size}
            value={field.value}
            onChange={(code) => {
              // The state belongs to the country: a new country clears it (spec part 5).
              if (code !== field.value) setValue(`${prefix}.state`, null, { shouldDirty: true });
              field.onChange(code);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={`${prefix}.state`}
        render={({ field, fieldState }) => (
          <StateSelect
            label={t('state')}
            size={size}
            country={country}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

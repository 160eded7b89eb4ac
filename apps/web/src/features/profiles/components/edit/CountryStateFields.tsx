import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { AddressFormValues } from '../../logic/address-form';
import { CountryAutocomplete } from './fields/CountryAutocomplete';
import { StateSelect } from './fields/StateSelect';

/** Country, then a state of that country, for an address or a living timeline entry. */
export function CountryStateFields(props: {
  /** The entry's path, e.g. 'addressList.0'. */
  prefix: `addressList.${number}` | `livingTimelineList.${number}`;
  size?: 'small';
}) {
  const { prefix, size } = props;
  const { control, setValue } = useFormContext<AddressFormValues>();
  const country = useWatch({ control, name: `${prefix}.country` });
  return (
    <>
      <Controller
        control={control}
        name={`${prefix}.country`}
        render={({ field, fieldState }) => (
          <CountryAutocomplete
            label="Country"
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
            label="State"
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

import { Box, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { AddressFormValues } from '../../logic/address-form';
import { CountryAutocomplete } from './fields/CountryAutocomplete';
import { FormTextField } from './fields/FormTextField';
import { StateSelect } from './fields/StateSelect';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** One address (current or permanent): street, city, country → state, postal code. */
export function AddressFields({ index, title }: { index: 0 | 1; title: string }) {
  const { control, setValue } = useFormContext<AddressFormValues>();
  const prefix = `addressList.${index}` as const;
  const country = useWatch({ control, name: `${prefix}.country` });
  return (
    <Box role="group" aria-label={title}>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={grid}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name={`${prefix}.streetAddress`}
            label="Street address"
          />
        </Box>
        <FormTextField control={control} name={`${prefix}.city`} label="City" />
        <Controller
          control={control}
          name={`${prefix}.country`}
          render={({ field, fieldState }) => (
            <CountryAutocomplete
              label="Country"
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
              country={country}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={control} name={`${prefix}.postalCode`} label="Postal code" />
      </Box>
    </Box>
  );
}

import { Box } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import type { AddressFormValues } from '../../logic/address-form';
import { DialCodeAutocomplete } from './fields/DialCodeAutocomplete';
import { FormTextField } from './fields/FormTextField';

/** Phone (country code and 10 to 15 digits) and email. */
export function PhoneEmailFields() {
  const { control } = useFormContext<AddressFormValues>();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
      }}
    >
      <Controller
        control={control}
        name="phoneCountryCode"
        render={({ field, fieldState }) => (
          <DialCodeAutocomplete
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label="Phone number"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' } }}
        helperText="10 to 15 digits"
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
      </Box>
    </Box>
  );
}

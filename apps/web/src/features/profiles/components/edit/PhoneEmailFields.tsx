import { Box } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import type { AddressFormValues } from '../../logic/address-form';
import { profilesMessages } from '../../messages';
import { DialCodeAutocomplete } from './fields/DialCodeAutocomplete';
import { FormTextField } from './fields/FormTextField';

/** Phone (country code and 10 to 15 digits) and email. */
export function PhoneEmailFields() {
  const t = useT(profilesMessages);
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
        label={t('phoneNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' } }}
        helperText={t('phoneHint')}
      />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          type="email"
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
      </Box>
    </Box>
  );
}

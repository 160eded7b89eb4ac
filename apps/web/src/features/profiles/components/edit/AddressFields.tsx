import { Box, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import type { AddressFormValues } from '../../logic/address-form';
import { profilesMessages } from '../../messages';
import { CountryStateFields } from './CountryStateFields';
import { FormTextField } from './fields/FormTextField';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** One address (current or permanent): street, city, country → state, postal code. */
export function AddressFields({ index, title }: { index: 0 | 1; title: string }) {
  const t = useT(profilesMessages);
  const { control } = useFormContext<AddressFormValues>();
  const prefix = `addressList.${index}` as const;
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
            label={t('streetAddress')}
          />
        </Box>
        <FormTextField control={control} name={`${prefix}.city`} label={t('city')} />
        <CountryStateFields prefix={prefix} />
        <FormTextField control={control} name={`${prefix}.postalCode`} label={t('postalCode')} />
      </Box>
    </Box>
  );
}

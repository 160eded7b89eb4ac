import { Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { AddressFormValues } from '../../logic/address-form';
import { FormTextField } from './fields/FormTextField';

/** Facebook, Instagram and LinkedIn: a web address each, or empty. */
export function SocialLinkFields() {
  const { control, getValues } = useFormContext<AddressFormValues>();
  const links = getValues('socialMediaLinkList');
  return (
    <Stack spacing={2}>
      {links.map((link, index) => (
        <FormTextField
          key={link.socialMedia}
          control={control}
          name={`socialMediaLinkList.${index}.link`}
          label={link.socialMedia}
          type="url"
          placeholder="https://"
        />
      ))}
    </Stack>
  );
}

import { messages, type MemberProfile } from '@familytree/shared';
import { Box, Divider, Stack } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import {
  addressFormValues,
  addressRequest,
  addressResolver,
  type AddressFormValues,
} from '../../logic/address-form';
import { AddressFields } from './AddressFields';
import { FormPart } from './EntryCard';
import { LivingTimelineFields } from './LivingTimelineFields';
import { PhoneEmailFields } from './PhoneEmailFields';
import { SaveBar } from './SaveBar';
import { SocialLinkFields } from './SocialLinkFields';
import { useProfileSave } from './use-profile-save';

/** The Address and Contact tab. */
export function AddressContactForm({ profile }: { profile: MemberProfile }) {
  const form = useForm<AddressFormValues>({
    defaultValues: addressFormValues(profile),
    resolver: addressResolver,
    mode: 'onChange',
  });
  const { submit, saving, feedback } = useProfileSave({
    memberId: profile.personDetail.personId,
    save: 'saveAddressContact',
    form,
    toRequest: addressRequest,
    fromProfile: addressFormValues,
    successText: messages.profile.addressSaved,
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormPart title="Address">
          <Stack spacing={3} divider={<Divider flexItem />}>
            <AddressFields index={0} title="Current address" />
            <AddressFields index={1} title="Permanent address" />
          </Stack>
        </FormPart>
        <FormPart title="Contact">
          <PhoneEmailFields />
        </FormPart>
        <FormPart title="Social links">
          <SocialLinkFields />
        </FormPart>
        <LivingTimelineFields />
        <SaveBar saving={saving} feedback={feedback} />
      </Box>
    </FormProvider>
  );
}

import type { MemberProfile } from '@familytree/shared';
import { Box, Divider, Stack } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { useSpecText, useT } from '../../../../lib/i18n';
import {
  addressFormValues,
  addressRequest,
  addressResolver,
  type AddressFormValues,
} from '../../logic/address-form';
import { profilesMessages } from '../../messages';
import { AddressFields } from './AddressFields';
import { FormPart } from './EntryCard';
import { LivingTimelineFields } from './LivingTimelineFields';
import { PhoneEmailFields } from './PhoneEmailFields';
import { SaveBar } from './SaveBar';
import { SocialLinkFields } from './SocialLinkFields';
import { useProfileSave } from './use-profile-save';

/** The Address and Contact tab. */
export function AddressContactForm({ profile }: { profile: MemberProfile }) {
  const t = useT(profilesMessages);
  const spec = useSpecText().t;
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
    successText: spec('profile.addressSaved'),
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormPart title={t('address')}>
          <Stack spacing={3} divider={<Divider flexItem />}>
            <AddressFields index={0} title={t('currentAddress')} />
            <AddressFields index={1} title={t('permanentAddress')} />
          </Stack>
        </FormPart>
        <FormPart title={t('contact')}>
          <PhoneEmailFields />
        </FormPart>
        <FormPart title={t('socialLinks')}>
          <SocialLinkFields />
        </FormPart>
        <LivingTimelineFields />
        <SaveBar saving={saving} feedback={feedback} />
      </Box>
    </FormProvider>
  );
}

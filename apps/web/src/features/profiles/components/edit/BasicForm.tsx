import type { MemberProfile } from '@familytree/shared';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useSpecText, useT } from '../../../../lib/i18n';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  basicBody,
  basicFormValues,
  basicResolver,
  type BasicFormValues,
} from '../../logic/basic-form';
import { profilesMessages } from '../../messages';
import { CountryAutocomplete } from './fields/CountryAutocomplete';
import { FormTextField } from './fields/FormTextField';
import { NativeSelect } from './fields/NativeSelect';
import { PastDateField } from './fields/PastDateField';
import { SaveBar } from './SaveBar';
import { useProfileSave } from './use-profile-save';

const fromProfile = (p: MemberProfile) => basicFormValues(p.personDetail);
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The Basic tab: names, birth, gender and living status (Deceased reveals the date of death). */
export function BasicForm({ profile }: { profile: MemberProfile }) {
  const t = useT(profilesMessages);
  const { t: spec, text } = useSpecText();
  const form = useForm<BasicFormValues>({
    defaultValues: fromProfile(profile),
    resolver: basicResolver,
    mode: 'onChange',
  });
  const { control } = form;
  const living = useWatch({ control, name: 'livingStatus' });
  const livingLabelId = useId();
  const { submit, saving, feedback } = useProfileSave({
    memberId: profile.personDetail.personId,
    save: 'saveBasicDetails',
    form,
    toRequest: (values) => ({ body: basicBody(values) }),
    fromProfile,
    successText: spec('profile.basicSaved'),
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Box sx={grid}>
        <FormTextField control={control} name="firstName" label={t('firstName')} required />
        <FormTextField control={control} name="lastName" label={t('lastName')} required />
        <FormTextField control={control} name="nickName" label={t('nickName')} />
        <FormTextField control={control} name="familyName" label={t('familyName')} />
        <Controller
          control={control}
          name="countryOfBirth"
          render={({ field, fieldState }) => (
            <CountryAutocomplete
              label={t('countryOfBirth')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={control} name="placeOfBirth" label={t('placeOfBirth')} />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <NativeSelect
              label={t('gender')}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'M', label: t('genderM') },
                { value: 'F', label: t('genderF') },
                { value: 'U', label: t('genderU') },
              ]}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message && text(fieldState.error.message)}
            />
          )}
        />
        <PastDateField
          control={control}
          name="dateOfBirth"
          label={t('dateOfBirth')}
          deps={['dateOfDeath']}
        />
        <Controller
          control={control}
          name="livingStatus"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={livingLabelId}>{t('livingStatus')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={livingLabelId}
                value={field.value ? 'living' : 'deceased'}
                onChange={(event) => field.onChange(event.target.value === 'living')}
              >
                <FormControlLabel value="living" control={<Radio />} label={t('living')} />
                <FormControlLabel value="deceased" control={<Radio />} label={t('deceased')} />
              </RadioGroup>
            </FormControl>
          )}
        />
        {!living && <PastDateField control={control} name="dateOfDeath" label={t('dateOfDeath')} />}
      </Box>
      <SaveBar saving={saving} disabled={!form.formState.isValid} feedback={feedback} />
    </Box>
  );
}

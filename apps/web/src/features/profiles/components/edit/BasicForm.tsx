import { messages, type MemberProfile } from '@familytree/shared';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  basicBody,
  basicFormValues,
  basicResolver,
  type BasicFormValues,
} from '../../logic/basic-form';
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
    successText: messages.profile.basicSaved,
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Box sx={grid}>
        <FormTextField control={control} name="firstName" label="First name" required />
        <FormTextField control={control} name="lastName" label="Last name" required />
        <FormTextField control={control} name="nickName" label="Nick name" />
        <FormTextField control={control} name="familyName" label="Family name" />
        <Controller
          control={control}
          name="countryOfBirth"
          render={({ field, fieldState }) => (
            <CountryAutocomplete
              label="Country of birth"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={control} name="placeOfBirth" label="Place of birth" />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <NativeSelect
              label="Gender"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'M', label: 'Male' },
                { value: 'F', label: 'Female' },
                { value: 'U', label: 'Unknown' },
              ]}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <PastDateField
          control={control}
          name="dateOfBirth"
          label="Date of birth"
          deps={['dateOfDeath']}
        />
        <Controller
          control={control}
          name="livingStatus"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={livingLabelId}>Living status</FormLabel>
              <RadioGroup
                row
                aria-labelledby={livingLabelId}
                value={field.value ? 'living' : 'deceased'}
                onChange={(event) => field.onChange(event.target.value === 'living')}
              >
                <FormControlLabel value="living" control={<Radio />} label="Living" />
                <FormControlLabel value="deceased" control={<Radio />} label="Deceased" />
              </RadioGroup>
            </FormControl>
          )}
        />
        {!living && <PastDateField control={control} name="dateOfDeath" label="Date of death" />}
      </Box>
      <SaveBar saving={saving} disabled={!form.formState.isValid} feedback={feedback} />
    </Box>
  );
}

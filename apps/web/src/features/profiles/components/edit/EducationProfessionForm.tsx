import type { MemberProfile } from '@familytree/shared';
import { Box } from '@mui/material';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import { useSpecText, useT } from '../../../../lib/i18n';
import {
  educationBody,
  educationFormValues,
  educationResolver,
  emptyAcademic,
  emptyWork,
  type EducationFormValues,
} from '../../logic/education-form';
import { profilesMessages } from '../../messages';
import { FormTextField } from './fields/FormTextField';
import { MonthRangeFields } from './fields/MonthRangeFields';
import { PrivacyChoice } from './PrivacyChoice';
import { RepeatableEntries } from './RepeatableEntries';
import { SaveBar } from './SaveBar';
import { useProfileSave } from './use-profile-save';

const twoColumns = {
  display: 'grid',
  gap: 1.5,
  mb: 1.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

function AcademicEntries({ control }: { control: Control<EducationFormValues> }) {
  const t = useT(profilesMessages);
  const { fields, append, remove } = useFieldArray({ control, name: 'academicHistoryList' });
  return (
    <RepeatableEntries
      title={t('education')}
      addLabel={t('addEducation')}
      onAdd={() => append(emptyAcademic())}
      intro={
        <PrivacyChoice control={control} name="privacy.education" label={t('whoSeesEducation')} />
      }
      emptyText={t('noEducation')}
      entries={fields}
      entryTitle={(index) => t('educationN', { number: index + 1 })}
      onRemove={remove}
      renderEntry={(index) => (
        <>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name={`academicHistoryList.${index}.course`}
              label={t('course')}
              size="small"
              required
            />
            <FormTextField
              control={control}
              name={`academicHistoryList.${index}.collegeUniversity`}
              label={t('college')}
              size="small"
              required
            />
          </Box>
          <MonthRangeFields control={control} prefix={`academicHistoryList.${index}`} />
        </>
      )}
    />
  );
}

function WorkEntries({ control }: { control: Control<EducationFormValues> }) {
  const t = useT(profilesMessages);
  const { fields, append, remove } = useFieldArray({ control, name: 'workHistoryList' });
  return (
    <RepeatableEntries
      title={t('work')}
      addLabel={t('addWork')}
      onAdd={() => append(emptyWork())}
      intro={
        <PrivacyChoice control={control} name="privacy.workHistory" label={t('whoSeesWork')} />
      }
      emptyText={t('noWork')}
      entries={fields}
      entryTitle={(index) => t('workN', { number: index + 1 })}
      onRemove={remove}
      renderEntry={(index) => (
        <>
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name={`workHistoryList.${index}.role`}
              label={t('role')}
              size="small"
              required
            />
            <FormTextField
              control={control}
              name={`workHistoryList.${index}.company`}
              label={t('company')}
              size="small"
              required
            />
            <FormTextField
              control={control}
              name={`workHistoryList.${index}.location`}
              label={t('location')}
              size="small"
            />
          </Box>
          <MonthRangeFields control={control} prefix={`workHistoryList.${index}`} />
        </>
      )}
    />
  );
}

/** The Education and Profession tab, with Private or Public for each section. */
export function EducationProfessionForm({ profile }: { profile: MemberProfile }) {
  const spec = useSpecText().t;
  const form = useForm<EducationFormValues>({
    defaultValues: educationFormValues(profile),
    resolver: educationResolver,
    mode: 'onChange',
  });
  const { submit, saving, feedback } = useProfileSave({
    memberId: profile.personDetail.personId,
    save: 'saveEducationProfession',
    form,
    toRequest: (values) => ({ body: educationBody(values) }),
    fromProfile: educationFormValues,
    successText: spec('profile.educationSaved'),
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <AcademicEntries control={form.control} />
      <WorkEntries control={form.control} />
      <SaveBar saving={saving} feedback={feedback} />
    </Box>
  );
}

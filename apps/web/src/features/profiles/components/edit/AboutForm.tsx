import type { MemberProfile } from '@familytree/shared';
import { Box } from '@mui/material';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useSpecText, useT } from '../../../../lib/i18n';
import { RichTextEditor } from '../../../site';
import {
  aboutBody,
  aboutFormValues,
  aboutResolver,
  emptyLifeEvent,
  type AboutFormValues,
} from '../../logic/about-form';
import { profilesMessages } from '../../messages';
import { LifeEventFields } from './LifeEventFields';
import { RepeatableEntries } from './RepeatableEntries';
import { SaveBar } from './SaveBar';
import { useProfileSave } from './use-profile-save';

/** The About tab: the rich-text story and the life events. */
export function AboutForm({ profile }: { profile: MemberProfile }) {
  const t = useT(profilesMessages);
  const { t: spec, text } = useSpecText();
  const form = useForm<AboutFormValues>({
    defaultValues: aboutFormValues(profile),
    resolver: aboutResolver,
    mode: 'onChange',
  });
  const { control } = form;
  const events = useFieldArray({ control, name: 'timelineEventsList' });
  const { submit, saving, feedback } = useProfileSave({
    memberId: profile.personDetail.personId,
    save: 'saveAbout',
    form,
    toRequest: (values) => ({ body: aboutBody(values) }),
    fromProfile: aboutFormValues,
    successText: spec('profile.aboutSaved'),
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="about"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('about')}
              variant="full"
              initialValue={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message && text(fieldState.error.message)}
              minHeight={160}
            />
          )}
        />
        <RepeatableEntries
          title={t('lifeEvents')}
          addLabel={t('addLifeEvent')}
          onAdd={() => events.append(emptyLifeEvent())}
          emptyText={t('noLifeEvents')}
          entries={events.fields}
          entryTitle={(index) => t('lifeEventN', { number: index + 1 })}
          onRemove={events.remove}
          renderEntry={(index) => <LifeEventFields index={index} />}
        />
        <SaveBar saving={saving} feedback={feedback} />
      </Box>
    </FormProvider>
  );
}

import { messages, type MemberProfile } from '@familytree/shared';
import { Box } from '@mui/material';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { RichTextEditor } from '../../../site';
import {
  aboutBody,
  aboutFormValues,
  aboutResolver,
  emptyLifeEvent,
  type AboutFormValues,
} from '../../logic/about-form';
import { LifeEventFields } from './LifeEventFields';
import { RepeatableEntries } from './RepeatableEntries';
import { SaveBar } from './SaveBar';
import { useProfileSave } from './use-profile-save';

/** The About tab: the rich-text story and the life events. */
export function AboutForm({ profile }: { profile: MemberProfile }) {
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
    successText: messages.profile.aboutSaved,
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="about"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="About"
              variant="full"
              initialValue={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              minHeight={160}
            />
          )}
        />
        <RepeatableEntries
          title="Life events"
          addLabel="Add life event"
          onAdd={() => events.append(emptyLifeEvent())}
          emptyText="No life events added yet."
          entries={events.fields}
          entryTitle={(index) => `Life event ${index + 1}`}
          onRemove={events.remove}
          renderEntry={(index) => <LifeEventFields index={index} />}
        />
        <SaveBar saving={saving} feedback={feedback} />
      </Box>
    </FormProvider>
  );
}

import { limits } from '@familytree/shared';
import { Box, Stack } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { RichTextEditor } from '../../../site';
import type { AboutFormValues, PhotoPosition } from '../../logic/about-form';
import { FormTextField } from './fields/FormTextField';
import { NativeSelect } from './fields/NativeSelect';
import { PartialDateFields } from './fields/PartialDateFields';
import { LifeEventPhotoField } from './LifeEventPhotoField';

const positions: Array<{ value: PhotoPosition; label: string }> = [
  { value: 'timeline-view-image-left', label: 'Left' },
  { value: 'timeline-view-image-center', label: 'Center' },
  { value: 'timeline-view-image-right', label: 'Right' },
];

/** One life event: partial start and end dates, title, optional photo with position and description, detail. */
export function LifeEventFields({ index }: { index: number }) {
  const { control, setValue, getValues } = useFormContext<AboutFormValues>();
  const prefix = `timelineEventsList.${index}` as const;
  const photoUrl = useWatch({ control, name: `${prefix}.photoUrl` });
  const photo = useWatch({ control, name: `${prefix}.photo` });
  const eventName = `life event ${index + 1}`;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PartialDateFields control={control} prefix={prefix} which="start" />
        <PartialDateFields control={control} prefix={prefix} which="end" />
      </Box>
      <FormTextField
        control={control}
        name={`${prefix}.title`}
        label="Title"
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: limits.lifeEventTitleMax } }}
      />
      <LifeEventPhotoField
        label={`Photo of ${eventName}`}
        value={{ photo, photoUrl }}
        onChange={(value) => {
          setValue(`${prefix}.photo`, value.photo, { shouldDirty: true, shouldValidate: true });
          setValue(`${prefix}.photoUrl`, value.photoUrl, { shouldDirty: true });
        }}
      />
      {photo && (
        <>
          <Controller
            control={control}
            name={`${prefix}.photoPosition`}
            render={({ field }) => (
              <NativeSelect
                label="Photo position"
                size="small"
                value={field.value}
                onChange={(value) => field.onChange(value as PhotoPosition)}
                options={positions}
                sx={{ maxWidth: 240 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`${prefix}.photoDescription`}
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Photo description"
                variant="short"
                initialValue={getValues(`${prefix}.photoDescription`)}
                onChange={field.onChange}
                error={fieldState.error?.message}
                helperText={`At most ${limits.photoDescriptionMax.toLocaleString()} characters.`}
                minHeight={60}
              />
            )}
          />
        </>
      )}
      <Controller
        control={control}
        name={`${prefix}.detail`}
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Detail"
            variant="full"
            initialValue={getValues(`${prefix}.detail`)}
            onChange={field.onChange}
            error={fieldState.error?.message}
            minHeight={90}
          />
        )}
      />
    </Stack>
  );
}

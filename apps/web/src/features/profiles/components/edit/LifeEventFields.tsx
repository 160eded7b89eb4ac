import { limits } from '@familytree/shared';
import { Box, Stack } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useSpecText, useT } from '../../../../lib/i18n';
import { RichTextEditor } from '../../../site';
import type { AboutFormValues, PhotoPosition } from '../../logic/about-form';
import { profilesMessages } from '../../messages';
import { FormTextField } from './fields/FormTextField';
import { NativeSelect } from './fields/NativeSelect';
import { PartialDateFields } from './fields/PartialDateFields';
import { LifeEventPhotoField } from './LifeEventPhotoField';

const positions = [
  { value: 'timeline-view-image-left', label: 'positionLeft' },
  { value: 'timeline-view-image-center', label: 'positionCenter' },
  { value: 'timeline-view-image-right', label: 'positionRight' },
] as const satisfies ReadonlyArray<{ value: PhotoPosition; label: string }>;

/** One life event: partial start and end dates, title, optional photo with position and description, detail. */
export function LifeEventFields({ index }: { index: number }) {
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const { control, setValue, getValues } = useFormContext<AboutFormValues>();
  const prefix = `timelineEventsList.${index}` as const;
  const photoUrl = useWatch({ control, name: `${prefix}.photoUrl` });
  const photo = useWatch({ control, name: `${prefix}.photo` });

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PartialDateFields control={control} prefix={prefix} which="start" />
        <PartialDateFields control={control} prefix={prefix} which="end" />
      </Box>
      <FormTextField
        control={control}
        name={`${prefix}.title`}
        label={t('title')}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: limits.lifeEventTitleMax } }}
      />
      <LifeEventPhotoField
        label={t('lifeEventPhoto', { number: index + 1 })}
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
                label={t('photoPosition')}
                size="small"
                value={field.value}
                onChange={(value) => field.onChange(value as PhotoPosition)}
                options={positions.map((p) => ({ value: p.value, label: t(p.label) }))}
                sx={{ maxWidth: 240 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`${prefix}.photoDescription`}
            render={({ field, fieldState }) => (
              <RichTextEditor
                label={t('photoDescription')}
                variant="short"
                initialValue={getValues(`${prefix}.photoDescription`)}
                onChange={field.onChange}
                error={fieldState.error?.message && text(fieldState.error.message)}
                helperText={t('photoDescriptionHint', { max: limits.photoDescriptionMax })}
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
            label={t('detail')}
            variant="full"
            initialValue={getValues(`${prefix}.detail`)}
            onChange={field.onChange}
            error={fieldState.error?.message && text(fieldState.error.message)}
            minHeight={90}
          />
        )}
      />
    </Stack>
  );
}

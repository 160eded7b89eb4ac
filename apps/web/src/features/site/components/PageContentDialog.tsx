import type { PageContent } from '@familytree/shared';
import { limits, richTextLength } from '@familytree/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { positionOptions, sizeOptions } from '../logic/sections';
import { sectionFormSchema, type SectionForm } from '../logic/section-form';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { ImageUploadField } from './ImageUploadField';
import { componentsMessages } from '../../../components/messages';
import { useSpecText, useT } from '../../../lib/i18n';
import { formMessageIn } from '../logic/site-text';
import { siteMessages } from '../messages';

interface PageContentDialogProps {
  section: PageContent;
  /** Saves the section (as a draft); a rejection keeps the dialog open with its message. */
  onSave: (section: PageContent) => Promise<void>;
  onClose: () => void;
}

/** Adds or edits one section: title, size, image, position, image description and content. */
export function PageContentDialog({ section, onSave, onClose }: PageContentDialogProps) {
  const t = useT(siteMessages);
  const common = useT(componentsMessages);
  const formMessage = formMessageIn(t, useSpecText().text);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [uploading, setUploading] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<SectionForm>({
    resolver: zodResolver(sectionFormSchema),
    defaultValues: section,
    mode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const titleLength = form.watch('title').length;
  const descriptionLength = richTextLength(form.watch('imageDescription'));

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await onSave({ ...section, ...values });
    } catch (error) {
      setSaveError((error as Error).message);
    }
  });
  const busy = isSubmitting || uploading;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: phone ? undefined : limits.dialogMaxWidth } } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('pageContents')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {saveError && <Alert severity="error">{saveError}</Alert>}
            <TextField
              label={t('title')}
              autoFocus
              {...form.register('title')}
              error={Boolean(errors.title)}
              helperText={
                formMessage(errors.title?.message) ?? `${titleLength}/${limits.contentTitleMax}`
              }
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="titleClass"
                render={({ field }) => (
                  <TextField select label={t('size')} {...field}>
                    {sizeOptions.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {t(o.label)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={form.control}
                name="imagePosition"
                render={({ field }) => (
                  <TextField select label={t('position')} {...field}>
                    {positionOptions.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {t(o.label)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <ImageUploadField
              value={{ image: form.watch('image'), imageUrl: form.watch('imageUrl') }}
              onChange={({ image, imageUrl }) => {
                form.setValue('image', image, { shouldDirty: true });
                form.setValue('imageUrl', imageUrl, { shouldDirty: true });
              }}
              onBusyChange={setUploading}
            />
            <Controller
              control={form.control}
              name="imageDescription"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label={t('imageDescription')}
                  variant="short"
                  minHeight={80}
                  initialValue={section.imageDescription}
                  onChange={field.onChange}
                  error={formMessage(fieldState.error?.message)}
                  helperText={`${descriptionLength}/${limits.imageDescriptionMax}`}
                />
              )}
            />
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <RichTextEditor
                  label={t('content')}
                  variant="full"
                  minHeight={180}
                  initialValue={section.content}
                  onChange={field.onChange}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {common('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {common('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { mediaMessages, type MediaItem } from '@familytree/shared';
import { Alert, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/api-client';
import {
  useUpdateMediaMutation,
  useUploadMediaMutation,
  type MediaUploadValues,
} from '../api/media-records.api';
import { SaveCancelActions } from '../../../components/SaveCancelActions';
import { useMediaT, useMediaText } from '../hooks/use-media-text';

/** Why the save failed: field messages under their fields, anything else above the form. */
function errorsOf(error: unknown): { fields: Record<string, string>; alert: string | null } {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0)
    return { fields: { ...error.fields }, alert: null };
  return { fields: {}, alert: (error as Error).message };
}

/**
 * Add a photo or a PDF (with its title, date and description), or edit the words of a media
 * record. Adding links it to the record it is added on (a person, a source).
 */
export function MediaDialog(props: {
  familyId: number;
  /** The record edited; null: a new upload linked to `link`. */
  media: MediaItem | null;
  /** Null when editing: the record keeps its links. */
  link: MediaUploadValues['link'] | null;
  onClose: () => void;
}) {
  const t = useMediaT();
  const text = useMediaText();
  const upload = useUploadMediaMutation(props.familyId);
  const update = useUpdateMediaMutation(props.familyId);
  const busy = upload.isPending || update.isPending;
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState({
    title: props.media?.title ?? '',
    date: props.media?.date ?? '',
    description: props.media?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] && text(errors[name]),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setAlert(null);
    try {
      if (props.media) {
        await update.mutateAsync({
          mediaId: props.media.mediaId!,
          body: {
            title: values.title,
            date: values.date || null,
            description: values.description || null,
          },
        });
      } else {
        if (!file || !props.link) {
          setErrors({ file: mediaMessages.fileRequired });
          return;
        }
        await upload.mutateAsync({ file, ...values, link: props.link });
      }
      props.onClose();
    } catch (error) {
      const shown = errorsOf(error);
      setErrors(shown.fields);
      setAlert(shown.alert);
    }
  };

  return (
    <FormDialog
      title={props.media ? t('editMedia') : t('addMedia')}
      onClose={busy ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <SaveCancelActions
          onCancel={props.onClose}
          busy={busy}
          submitLabel={props.media ? t('save') : t('upload')}
        />
      }
    >
      {alert && <Alert severity="error">{text(alert)}</Alert>}
      {!props.media && (
        <div>
          <Typography component="label" htmlFor={fileInputId} sx={{ display: 'block', mb: 0.5 }}>
            {t('imageOrPdfFile')}
          </Typography>
          <input
            id={fileInputId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
            aria-invalid={Boolean(errors.file)}
            aria-describedby={errors.file ? `${fileInputId}-error` : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {errors.file && (
            <Typography id={`${fileInputId}-error`} color="error" variant="body2" role="alert">
              {text(errors.file)}
            </Typography>
          )}
        </div>
      )}
      <TextField
        label={t('title')}
        {...field('title')}
        helperText={errors.title ? text(errors.title) : props.media ? undefined : t('titleHelp')}
      />
      <TextField
        label={t('date')}
        {...field('date')}
        helperText={errors.date ? text(errors.date) : t('dateHelp')}
      />
      <TextField label={t('description')} multiline minRows={3} {...field('description')} />
    </FormDialog>
  );
}

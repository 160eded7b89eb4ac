import type { FamilyEvent, FamilyEventInput } from '@familytree/shared';
import { Alert, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { DateField } from '../../components/date-field/DateField';
import { FormDialog } from '../../components/FormDialog';
import { ApiError } from '../../lib/api-client';
import { StaleVersionAlert } from '../../components/StaleVersionAlert';
import { useSpecText } from '../../lib/i18n';
import { useEventsT } from './use-events-text';

interface EventDialogProps {
  event: FamilyEvent | null;
  saving: boolean;
  onClose: () => void;
  /** Saves the fields; an edit sends the version the dialog opened (a newer one on the server: 409). */
  onSave: (body: FamilyEventInput, version: number | undefined) => Promise<void>;
  /** Reads the event again after a 409: undefined when it is no longer listed. */
  onReload: (eventId: number) => Promise<FamilyEvent | undefined>;
}

const formValues = (event: FamilyEvent | null) => ({
  title: event?.title ?? '',
  date: event?.date ?? '',
  place: event?.place ?? '',
  description: event?.description ?? '',
});

/** Add or edit a family event; the server's field messages show under their fields. */
export function EventDialog({ event, saving, onClose, onSave, onReload }: EventDialogProps) {
  const t = useEventsT();
  const { text } = useSpecText();
  const [values, setValues] = useState(() => formValues(event));
  // The version this dialog opened (not a background refetch's): a save by someone else since
  // then makes this one 409, and Reload shows theirs.
  const [opened, setOpened] = useState(event?.version);
  const [stale, setStale] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values, value: string) => setValues({ ...values, [name]: value });
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] && text(errors[name]),
  });
  const reload = async () => {
    if (!event) return;
    let fresh;
    try {
      fresh = await onReload(event.eventId);
    } catch (error) {
      return setStale((error as Error).message);
    }
    setStale(null);
    if (!fresh) return setGone(true);
    setOpened(fresh.version);
    setValues(formValues(fresh));
  };
  const onSubmit = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setErrors({});
    setStale(null);
    try {
      await onSave(
        {
          title: values.title,
          date: values.date,
          place: values.place || null,
          description: values.description || null,
        },
        opened,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return setStale(error.message);
      setErrors(error instanceof ApiError ? { ...error.fields } : {});
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0)
        setErrors({ title: (error as Error).message });
    }
  };
  return (
    <FormDialog
      title={event ? t('editEventTitle') : t('addEvent')}
      onClose={saving ? undefined : onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || gone}>
            {t('save')}
          </Button>
        </>
      }
    >
      {stale && <StaleVersionAlert message={stale} onReload={reload} />}
      {gone && <Alert severity="info">{t('eventGone')}</Alert>}
      <TextField label={t('title')} required {...field('title')} />
      <DateField
        label={t('date')}
        required
        {...field('date')}
        onChange={(value) => set('date', value)}
      />
      <TextField label={t('place')} {...field('place')} />
      <TextField label={t('description')} multiline minRows={3} {...field('description')} />
    </FormDialog>
  );
}

import type { FamilyEvent, FamilyEventInput } from '@familytree/shared';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { ApiError } from '../../lib/api-client';

interface EventDialogProps {
  event: FamilyEvent | null;
  saving: boolean;
  onClose: () => void;
  onSave: (body: FamilyEventInput) => Promise<void>;
}

/** Add or edit a family event; the server's field messages show under their fields. */
export function EventDialog({ event, saving, onClose, onSave }: EventDialogProps) {
  const [values, setValues] = useState({
    title: event?.title ?? '',
    date: event?.date ?? '',
    place: event?.place ?? '',
    description: event?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  const onSubmit = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setErrors({});
    try {
      await onSave({
        title: values.title,
        date: values.date,
        place: values.place || null,
        description: values.description || null,
      });
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? { ...error.fields } : {});
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0)
        setErrors({ title: (error as Error).message });
    }
  };
  return (
    <FormDialog
      title={event ? 'Edit event' : 'Add event'}
      onClose={saving ? undefined : onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </>
      }
    >
      <TextField label="Title" required {...field('title')} />
      <TextField
        label="Date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...field('date')}
      />
      <TextField label="Place" {...field('place')} />
      <TextField label="Description" multiline minRows={3} {...field('description')} />
    </FormDialog>
  );
}

import { Button, TextField } from '@mui/material';
import { galleryLimits } from '@familytree/shared';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormDialog } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/api-client';
import { useCreateAlbum } from '../api/gallery-api';

/** A new album of the family: title and description (the family admin's; see decision 0021). */
export function AlbumDialog(props: {
  familyId: number;
  onClose: () => void;
  onCreated: (albumId: number) => void;
}) {
  const create = useCreateAlbum(props.familyId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const album = await create.mutateAsync({ title, description }).catch(() => null);
    if (album) props.onCreated(album.albumId);
  };
  return (
    <FormDialog
      title="New album"
      onClose={create.isPending ? undefined : props.onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={props.onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create album
          </Button>
        </>
      }
    >
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: galleryLimits.albumTitleMax } }}
        error={Boolean(fields.title)}
        helperText={fields.title}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: galleryLimits.albumDescriptionMax } }}
        error={Boolean(fields.description)}
        helperText={fields.description}
      />
      {create.error && !Object.keys(fields).length && (
        <ErrorAlert>{create.error.message}</ErrorAlert>
      )}
    </FormDialog>
  );
}

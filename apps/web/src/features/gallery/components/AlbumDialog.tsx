import { TextField } from '@mui/material';
import { galleryLimits, type GalleryGroup, type PersonSearchItem } from '@familytree/shared';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormDialog } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/api-client';
import { PersonPicker } from '../../tree';
import { useCreateAlbum, useFreshAlbum, useUpdateAlbum } from '../api/gallery-api';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';
import { SaveCancelActions } from '../../../components/SaveCancelActions';
import { useT } from '../../../lib/i18n';
import { galleryMessages } from '../messages';

/**
 * A new album, or an album renamed (decision 0021). A family admin's album may be about a person
 * or about nobody in particular; a branch admin's must be about a person of their branch, chosen
 * with the tree's person search (the server checks the branch). A rename keeps the person, and is
 * based on the album's version this dialog opened: a change by someone else since is refused (409)
 * and shown here, with Reload to see theirs.
 */
export function AlbumDialog(props: {
  familyId: number;
  /** The album to rename; none for a new album. */
  album?: GalleryGroup;
  /** A branch admin must choose the person the new album is about. */
  personRequired: boolean;
  onClose: () => void;
  onSaved: (albumId: number) => void;
}) {
  const { familyId, album } = props;
  const t = useT(galleryMessages);
  const create = useCreateAlbum(familyId);
  const update = useUpdateAlbum(familyId);
  const save = album ? update : create;
  const [title, setTitle] = useState(album?.title ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [person, setPerson] = useState<PersonSearchItem | null>(null);
  const [personError, setPersonError] = useState<string | undefined>();
  // The version this dialog opened (not of a background refetch of the list).
  const [opened, setOpened] = useState(album?.version);
  const freshAlbum = useFreshAlbum(familyId);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const stale = save.error instanceof ApiError && save.error.status === 409;
  const shownInFields = Boolean(fields.title || fields.description || fields.personId);
  const reload = async () => {
    const fresh = await freshAlbum(album!.albumId!);
    update.reset();
    if (!fresh) return;
    setOpened(fresh.version);
    setTitle(fresh.title);
    setDescription(fresh.description);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!album && props.personRequired && !person) {
      setPersonError(t('personRequired'));
      return;
    }
    const saved = album
      ? await update
          .mutateAsync({
            albumId: album.albumId!,
            body: { title, description, personId: album.personId },
            version: opened,
          })
          .catch(() => null)
      : await create
          .mutateAsync({ title, description, personId: person?.personId ?? null })
          .catch(() => null);
    if (saved) props.onSaved(saved.albumId);
  };
  return (
    <FormDialog
      title={album ? t('renameAlbum') : t('newAlbum')}
      onClose={save.isPending ? undefined : props.onClose}
      onSubmit={submit}
      actions={
        <SaveCancelActions
          onCancel={props.onClose}
          busy={save.isPending}
          submitLabel={album ? undefined : t('createAlbum')}
        />
      }
    >
      <TextField
        label={t('title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: galleryLimits.albumTitleMax } }}
        error={Boolean(fields.title)}
        helperText={fields.title}
      />
      <TextField
        label={t('description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: galleryLimits.albumDescriptionMax } }}
        error={Boolean(fields.description)}
        helperText={fields.description}
      />
      {!album && (
        <PersonPicker
          label={props.personRequired ? t('aboutBranchPerson') : t('aboutOptional')}
          familyId={familyId}
          value={person}
          onChange={(chosen) => {
            setPerson(chosen);
            setPersonError(undefined);
          }}
          error={personError ?? fields.personId}
        />
      )}
      {stale && (
        <StaleVersionAlert message={save.error?.message ?? ''} onReload={() => void reload()} />
      )}
      {save.error && !stale && !shownInFields && <ErrorAlert>{save.error.message}</ErrorAlert>}
    </FormDialog>
  );
}

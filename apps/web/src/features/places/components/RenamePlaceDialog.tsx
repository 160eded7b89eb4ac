import { placeLimits, placeMessages, type Place } from '@familytree/shared';
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useRenamePlaceMutation } from '../api/places.api';
import { usePlacesT, usePlaceText } from '../hooks/use-places-text';

interface Failure {
  status?: number;
  fields?: Record<string, string>;
  message: string;
}

/**
 * Renames a place at its level (family admins): the name first, then a confirmation saying what
 * the rename rewrites. Answers the place's new key through onRenamed.
 */
export function RenamePlaceDialog(props: {
  familyId: number;
  place: Place;
  onClose: () => void;
  onRenamed: (key: string) => void;
}) {
  const t = usePlacesT();
  const text = usePlaceText();
  const rename = useRenamePlaceMutation(props.familyId);
  const { place } = props;
  const [name, setName] = useState(place.name);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const newFullName = [trimmed, ...place.parents.map((p) => p.name).reverse()].join(', ');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!confirming) {
      // The server says the same; asking first spares a confirmation of a name it refuses.
      if (trimmed === '') return setError(placeMessages.nameRequired);
      if (trimmed.includes(',')) return setError(placeMessages.nameHasComma);
      if (trimmed.length > placeLimits.nameMax)
        return setError(placeMessages.tooLong(placeLimits.nameMax));
      setError(undefined);
      return setConfirming(true);
    }
    try {
      const renamed = await rename.mutateAsync({ placeKey: place.key, name: trimmed });
      props.onRenamed(renamed.key);
    } catch (failure) {
      const f = failure as Failure;
      setConfirming(false);
      if (f.fields?.name) setError(f.fields.name);
      else setAlert(f.message);
    }
  };

  return (
    <FormDialog
      title={t('renamePlace')}
      onClose={rename.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button
            onClick={confirming ? () => setConfirming(false) : props.onClose}
            disabled={rename.isPending}
          >
            {confirming ? t('back') : t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            {confirming ? t('rename') : t('next')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{place.fullName}</Typography>
      {alert && <Alert severity="error">{text(alert)}</Alert>}
      {confirming ? (
        <Typography>
          {t('renameConfirm', {
            place: place.fullName,
            newName: newFullName,
            count: place.factCount,
          })}
        </Typography>
      ) : (
        <TextField
          label={t('newName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(error)}
          helperText={error ? text(error) : t('newNameHelp')}
          required
          autoFocus
        />
      )}
    </FormDialog>
  );
}

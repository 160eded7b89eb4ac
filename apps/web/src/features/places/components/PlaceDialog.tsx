import { placeTypes, type Place, type PlaceType } from '@familytree/shared';
import { Alert, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useUpdatePlaceMutation } from '../api/places.api';
import { usePlacesT, usePlaceText } from '../hooks/use-places-text';
import { placeTypeLabel } from '../logic/place-text';
import { SaveCancelActions } from '../../../components/SaveCancelActions';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Edits a place's type, coordinates, note and alternative names (family admins). */
export function PlaceDialog(props: { familyId: number; place: Place; onClose: () => void }) {
  const t = usePlacesT();
  const text = usePlaceText();
  const save = useUpdatePlaceMutation(props.familyId);
  const { place } = props;
  const [type, setType] = useState<string>(place.type ?? '');
  const [latitude, setLatitude] = useState(place.latitude === null ? '' : String(place.latitude));
  const [longitude, setLongitude] = useState(
    place.longitude === null ? '' : String(place.longitude),
  );
  const [note, setNote] = useState(place.note ?? '');
  const [names, setNames] = useState(() =>
    place.alternativeNames.map((n) => ({ name: n.name, language: n.language ?? '' })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  /** A field's refusal, in the language. */
  const errorOf = (field: string) => (errors[field] ? text(errors[field]) : undefined);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setAlert(null);
    try {
      await save.mutateAsync({
        placeKey: place.key,
        body: {
          type: (type || null) as PlaceType | null,
          latitude: numberOrNull(latitude),
          longitude: numberOrNull(longitude),
          note: note || null,
          alternativeNames: names
            .filter((n) => n.name.trim() !== '')
            .map((n) => ({ name: n.name, language: n.language || null })),
        },
      });
      props.onClose();
    } catch (error) {
      const e = error as { status?: number; fields?: Record<string, string>; message: string };
      if (e.status === 400 && e.fields && Object.keys(e.fields).length > 0) {
        setErrors(e.fields);
        // A field the form shows no input for (an alternative name's) is said above the form.
        const shown = ['type', 'latitude', 'longitude', 'note'];
        const other = Object.entries(e.fields).find(([field]) => !shown.includes(field));
        if (other) setAlert(other[1]);
      } else setAlert(e.message);
    }
  };
  const invalidNumber = (text: string) =>
    text.trim() !== '' && Number.isNaN(Number(text.trim())) ? t('enterNumber') : undefined;
  const setName = (index: number, field: 'name' | 'language', value: string) =>
    setNames(names.map((n, i) => (i === index ? { ...n, [field]: value } : n)));

  return (
    <FormDialog
      title={t('editPlace')}
      onClose={save.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={<SaveCancelActions onCancel={props.onClose} busy={save.isPending} />}
    >
      <Typography color="text.secondary">{place.fullName}</Typography>
      {alert && <Alert severity="error">{text(alert)}</Alert>}
      <TextField
        select
        label={t('type')}
        value={type}
        onChange={(e) => setType(e.target.value)}
        error={Boolean(errors.type)}
        helperText={errorOf('type')}
      >
        <MenuItem value="">{t('none')}</MenuItem>
        {placeTypes.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {placeTypeLabel(kind, t)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('latitude')}
          value={latitude}
          onChange={(e) => setLatitude(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={Boolean(errors.latitude ?? invalidNumber(latitude))}
          helperText={errorOf('latitude') ?? invalidNumber(latitude) ?? t('latitudeHelp')}
          fullWidth
        />
        <TextField
          label={t('longitude')}
          value={longitude}
          onChange={(e) => setLongitude(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={Boolean(errors.longitude ?? invalidNumber(longitude))}
          helperText={errorOf('longitude') ?? invalidNumber(longitude) ?? t('longitudeHelp')}
          fullWidth
        />
      </Stack>
      <TextField
        label={t('note')}
        multiline
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={Boolean(errors.note)}
        helperText={errorOf('note')}
      />
      <Typography component="h3" variant="subtitle1">
        {t('alternativeNames')}
      </Typography>
      {names.map((n, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('alternativeName', { index: String(index + 1) })}
            value={n.name}
            onChange={(e) => setName(index, 'name', e.target.value)}
            error={Boolean(errors[`alternativeNames.${index}.name`])}
            helperText={errorOf(`alternativeNames.${index}.name`)}
            fullWidth
          />
          <TextField
            label={t('languageOrKind', { index: String(index + 1) })}
            value={n.language}
            onChange={(e) => setName(index, 'language', e.target.value)}
            sx={{ width: '40%' }}
          />
          <IconButton
            aria-label={t('removeAlternativeName', { index: String(index + 1) })}
            onClick={() => setNames(names.filter((_, i) => i !== index))}
            sx={{ mt: 1 }}
          >
            ×
          </IconButton>
        </Stack>
      ))}
      <Button
        onClick={() => setNames([...names, { name: '', language: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('addAlternativeName')}
      </Button>
    </FormDialog>
  );
}

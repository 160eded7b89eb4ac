import { placeTypes, type Place, type PlaceType } from '@familytree/shared';
import { Alert, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useUpdatePlaceMutation } from '../api/places.api';
import { placeTypeLabels } from '../logic/place-text';
import { SaveCancelActions } from '../../../components/SaveCancelActions';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Edits a place's type, coordinates, note and alternative names (family admins). */
export function PlaceDialog(props: { familyId: number; place: Place; onClose: () => void }) {
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
    text.trim() !== '' && Number.isNaN(Number(text.trim())) ? 'Enter a number' : undefined;
  const setName = (index: number, field: 'name' | 'language', value: string) =>
    setNames(names.map((n, i) => (i === index ? { ...n, [field]: value } : n)));

  return (
    <FormDialog
      title="Edit place"
      onClose={save.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={<SaveCancelActions onCancel={props.onClose} busy={save.isPending} />}
    >
      <Typography color="text.secondary">{place.fullName}</Typography>
      {alert && <Alert severity="error">{alert}</Alert>}
      <TextField
        select
        label="Type"
        value={type}
        onChange={(e) => setType(e.target.value)}
        error={Boolean(errors.type)}
        helperText={errors.type}
      >
        <MenuItem value="">None</MenuItem>
        {placeTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {placeTypeLabels[t]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Latitude"
          value={latitude}
          onChange={(e) => setLatitude(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={Boolean(errors.latitude ?? invalidNumber(latitude))}
          helperText={
            errors.latitude ?? invalidNumber(latitude) ?? 'From -90 (south) to 90 (north)'
          }
          fullWidth
        />
        <TextField
          label="Longitude"
          value={longitude}
          onChange={(e) => setLongitude(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={Boolean(errors.longitude ?? invalidNumber(longitude))}
          helperText={
            errors.longitude ?? invalidNumber(longitude) ?? 'From -180 (west) to 180 (east)'
          }
          fullWidth
        />
      </Stack>
      <TextField
        label="Note"
        multiline
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note}
      />
      <Typography component="h3" variant="subtitle1">
        Alternative names
      </Typography>
      {names.map((n, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={`Alternative name ${index + 1}`}
            value={n.name}
            onChange={(e) => setName(index, 'name', e.target.value)}
            error={Boolean(errors[`alternativeNames.${index}.name`])}
            helperText={errors[`alternativeNames.${index}.name`]}
            fullWidth
          />
          <TextField
            label={`Language or kind ${index + 1}`}
            value={n.language}
            onChange={(e) => setName(index, 'language', e.target.value)}
            sx={{ width: '40%' }}
          />
          <IconButton
            aria-label={`Remove alternative name ${index + 1}`}
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
        Add alternative name
      </Button>
    </FormDialog>
  );
}

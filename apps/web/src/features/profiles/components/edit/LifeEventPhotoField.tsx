import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, CircularProgress, FormHelperText, Stack } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { apiPaths } from '@familytree/shared';
import { uploadImage } from '../../../site-content/api/upload-image';
import { checkImageFile } from '../../logic/image-checks';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface EventPhoto {
  photo: string | null;
  photoUrl: string | null;
}

/** A life event's optional photo: uploaded at once (images of at most 2 MB), then previewed. */
export function LifeEventPhotoField(props: {
  value: EventPhoto;
  onChange: (value: EventPhoto) => void;
  /** Names the field for this event, e.g. 'Photo of life event 1'. */
  label: string;
}) {
  const { value, onChange, label } = props;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const helperId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkImageFile(file);
    setProblem(refusal);
    if (refusal) return;
    setBusy(true);
    try {
      const { name } = await uploadImage(file);
      onChange({ photo: name, photoUrl: apiPaths.image(name) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {value.photo ? 'Replace photo' : 'Add photo'}
          <Box
            component="input"
            type="file"
            accept="image/*"
            aria-label={label}
            aria-describedby={helperId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void choose(event as ChangeEvent<HTMLInputElement>)}
            sx={visuallyHidden}
          />
        </Button>
        {value.photo && (
          <Button
            size="small"
            color="error"
            onClick={() => onChange({ photo: null, photoUrl: null })}
          >
            Remove photo
          </Button>
        )}
      </Stack>
      <FormHelperText
        id={helperId}
        error={problem !== null}
        role={problem ? 'alert' : undefined}
        sx={{ mt: 0 }}
      >
        {problem ?? (busy ? 'Uploading the photo…' : 'Optional: an image file of at most 2 MB.')}
      </FormHelperText>
      {value.photoUrl && (
        <Box
          component="img"
          src={value.photoUrl}
          alt={`Preview: ${label}`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 200,
            objectFit: 'contain',
            borderRadius: 1,
          }}
        />
      )}
    </Stack>
  );
}

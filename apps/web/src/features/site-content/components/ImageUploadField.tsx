import { apiPaths, limits, messages } from '@familytree/shared';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Box, Button, CircularProgress, FormHelperText, Stack } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useUploadImageMutation } from '../api/upload-image';

export interface ImageValue {
  image: string | null;
  imageUrl: string | null;
}

/** The spec's client checks (part 5), done before anything is sent. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return messages.content.onlyImages;
  if (file.size > limits.imageMaxBytes) return messages.content.maxFileSize;
  return null;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface ImageUploadFieldProps {
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Uploads the chosen image at once and shows it; the section keeps only the stored name. */
export function ImageUploadField({ value, onChange, onBusyChange }: ImageUploadFieldProps) {
  const upload = useUploadImageMutation();
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    setError(problem);
    if (problem) return;
    onBusyChange(true);
    try {
      const { name } = await upload.mutateAsync(file);
      onChange({ image: name, imageUrl: apiPaths.image(name) });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component="label"
          // The file input inside is the control that takes focus; the label only shows it.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={upload.isPending ? <CircularProgress size={18} /> : <AddPhotoAlternateIcon />}
          disabled={upload.isPending}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {value.image ? 'Replace image' : 'Upload image'}
          <Box
            component="input"
            type="file"
            accept="image/*"
            aria-label="Image"
            aria-describedby={helperId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event as ChangeEvent<HTMLInputElement>)}
            sx={visuallyHidden}
          />
        </Button>
        {value.image && (
          <Button color="error" onClick={() => onChange({ image: null, imageUrl: null })}>
            Remove image
          </Button>
        )}
      </Stack>
      <FormHelperText
        id={helperId}
        error={error !== null}
        role={error ? 'alert' : undefined}
        sx={{ mt: 0 }}
      >
        {error ?? 'An image file (JPEG, PNG, GIF or WebP) of at most 2 MB.'}
      </FormHelperText>
      {upload.isPending && <Alert severity="info">Uploading the image…</Alert>}
      {value.imageUrl && (
        <Box
          component="img"
          src={value.imageUrl}
          alt="Preview of the section image"
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 220,
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
    </Stack>
  );
}

import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useId } from 'react';
import { ImageChoiceHelperText, ImageFileButton, useInstantImageUpload } from '../../media';

export interface ImageValue {
  image: string | null;
  imageUrl: string | null;
}

interface ImageUploadFieldProps {
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Uploads the chosen image at once and shows it; the section keeps only the stored name. */
export function ImageUploadField({ value, onChange, onBusyChange }: ImageUploadFieldProps) {
  const helperId = useId();
  const { problem, choose, busy } = useInstantImageUpload(
    ({ name, url }) => onChange({ image: name, imageUrl: url }),
    onBusyChange,
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ImageFileButton
          // The file input inside is the control that takes focus; the label only shows it.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} /> : <AddPhotoAlternateIcon />}
          disabled={busy}
          inputLabel="Image"
          describedBy={helperId}
          invalid={Boolean(problem)}
          onChoose={choose}
        >
          {value.image ? 'Replace image' : 'Upload image'}
        </ImageFileButton>
        {value.image && (
          <Button color="error" onClick={() => onChange({ image: null, imageUrl: null })}>
            Remove image
          </Button>
        )}
      </Stack>
      <ImageChoiceHelperText
        id={helperId}
        problem={problem}
        hint="An image file (JPEG, PNG, GIF or WebP); a photo over 2 MB is made smaller first."
      />
      {busy && <Alert severity="info">Uploading the image…</Alert>}
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

import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useId } from 'react';
import { ImageChoiceHelperText, ImageFileButton, useInstantImageUpload } from '../../media';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

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
  const t = useT(siteMessages);
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
          inputLabel={t('image')}
          describedBy={helperId}
          invalid={Boolean(problem)}
          onChoose={choose}
        >
          {value.image ? t('replaceImage') : t('uploadImage')}
        </ImageFileButton>
        {value.image && (
          <Button color="error" onClick={() => onChange({ image: null, imageUrl: null })}>
            {t('removeImage')}
          </Button>
        )}
      </Stack>
      <ImageChoiceHelperText id={helperId} problem={problem} hint={t('imageHint')} />
      {busy && <Alert severity="info">{t('uploadingImage')}</Alert>}
      {value.imageUrl && (
        <Box
          component="img"
          src={value.imageUrl}
          alt={t('imagePreview')}
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

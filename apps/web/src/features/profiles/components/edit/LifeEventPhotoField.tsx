import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../../lib/i18n';
import { ImageChoiceHelperText, ImageFileButton, useInstantImageUpload } from '../../../media';
import { profilesMessages } from '../../messages';

export interface EventPhoto {
  photo: string | null;
  photoUrl: string | null;
}

/** A life event's optional photo: uploaded at once (a bigger photo is made smaller to 2 MB), then previewed. */
export function LifeEventPhotoField(props: {
  value: EventPhoto;
  onChange: (value: EventPhoto) => void;
  /** Names the field for this event, e.g. 'Photo of life event 1'. */
  label: string;
}) {
  const { value, onChange, label } = props;
  const t = useT(profilesMessages);
  const helperId = useId();
  const { problem, choose, busy } = useInstantImageUpload(({ name, url }) =>
    onChange({ photo: name, photoUrl: url }),
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <ImageFileButton
          variant="outlined"
          size="small"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
          inputLabel={label}
          describedBy={helperId}
          invalid={Boolean(problem)}
          onChoose={choose}
        >
          {value.photo ? t('replacePhoto') : t('addPhoto')}
        </ImageFileButton>
        {value.photo && (
          <Button
            size="small"
            color="error"
            onClick={() => onChange({ photo: null, photoUrl: null })}
          >
            {t('removePhoto')}
          </Button>
        )}
      </Stack>
      <ImageChoiceHelperText
        id={helperId}
        problem={problem}
        hint={busy ? t('uploadingPhoto') : t('eventPhotoHint')}
      />
      {value.photoUrl && (
        <Box
          component="img"
          src={value.photoUrl}
          alt={t('photoPreview', { label })}
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

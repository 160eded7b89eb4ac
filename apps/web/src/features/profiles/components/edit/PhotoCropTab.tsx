import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Area } from 'react-easy-crop';
import {
  uploadImage,
  ImageChoiceHelperText,
  ImageFileButton,
  useImageFileChoice,
} from '../../../media';
import { useSpecText, useT } from '../../../../lib/i18n';
import { cropImage, type CropSpec } from '../../logic/photo-crops';
import { profilesMessages } from '../../messages';
import { ImageCropper } from './ImageCropper';

interface PhotoCropTabProps {
  spec: CropSpec;
  /** The button texts, e.g. 'Choose a profile photo' and 'Save profile photo'. */
  labels: { choose: string; save: string };
  /** The photo as it is now. */
  current: ReactNode;
  hint: string;
  /** Stores the uploaded image's name on the profile. */
  onSave: (imageName: string) => Promise<unknown>;
  successText: string;
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Choose an image, crop it in the browser to the spec's shape and size, upload, save. */
export function PhotoCropTab(props: PhotoCropTabProps) {
  const { spec, labels, current, hint, onSave, successText } = props;
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const [source, setSource] = useState<string | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const helperId = useId();

  // The chosen file lives in a blob: URL until another is chosen or the tab closes.
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const { problem, choose } = useImageFileChoice({
    onChosen: () => setOutcome(null),
    onAccepted: (file) => {
      setArea(null);
      setSource(URL.createObjectURL(file));
    },
  });

  const save = async () => {
    if (!source || !area) return;
    setBusy(true);
    setOutcome(null);
    try {
      const cropped = await cropImage(source, area, spec, t);
      const { name } = await uploadImage(cropped);
      await onSave(name);
      setSource(null);
      setOutcome({ kind: 'success', text: successText });
    } catch (error) {
      setOutcome({ kind: 'error', text: text((error as Error).message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      {!source && current}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ImageFileButton
          variant={source ? 'outlined' : 'contained'}
          startIcon={<AddPhotoAlternateIcon />}
          disabled={busy}
          inputLabel={labels.choose}
          describedBy={helperId}
          invalid={Boolean(problem)}
          onChoose={choose}
        >
          {source ? t('chooseAnother') : labels.choose}
        </ImageFileButton>
        {source && (
          <Button onClick={() => setSource(null)} disabled={busy}>
            {t('cancel')}
          </Button>
        )}
      </Stack>
      <ImageChoiceHelperText id={helperId} problem={problem} hint={hint} />
      {source && (
        <>
          <ImageCropper src={source} spec={spec} onAreaChange={setArea} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={busy || !area}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {busy ? t('saving') : labels.save}
            </Button>
          </Stack>
        </>
      )}
      {outcome && (
        <Alert severity={outcome.kind === 'success' ? 'success' : 'error'}>{outcome.text}</Alert>
      )}
    </Stack>
  );
}

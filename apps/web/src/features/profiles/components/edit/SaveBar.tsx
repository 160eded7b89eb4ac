import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useT } from '../../../../lib/i18n';
import { profilesMessages } from '../../messages';
import type { SaveFeedback } from './use-profile-save';

interface SaveBarProps {
  saving: boolean;
  /** The Basic tab disables saving while the form is invalid (spec part 5). */
  disabled?: boolean;
  feedback: SaveFeedback;
  label?: string;
}

/** The tab's Save button and the outcome of the last attempt. */
export function SaveBar({ saving, disabled = false, feedback, label }: SaveBarProps) {
  const t = useT(profilesMessages);
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      {feedback && (
        <Alert
          severity={feedback.kind === 'success' ? 'success' : 'error'}
          action={
            feedback.kind === 'conflict' ? (
              <Button color="inherit" size="small" onClick={() => void feedback.reload()}>
                {t('reload')}
              </Button>
            ) : undefined
          }
        >
          {feedback.text}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          sx={{ minWidth: 140 }}
        >
          {saving ? t('saving') : (label ?? t('save'))}
        </Button>
      </Stack>
    </Stack>
  );
}

import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { componentsMessages } from '../../../components/messages';
import { useT } from '../../../lib/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  busy?: boolean;
  error?: string | null;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a step that can't be undone, with the spec's Cancel and Confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT(componentsMessages);
  const { open, title, message, busy = false, error, confirmLabel = t('confirm') } = props;
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : props.onCancel}
      maxWidth="xs"
      aria-describedby={textId}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

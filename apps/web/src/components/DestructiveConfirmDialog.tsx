import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * The spec's question with Cancel and Confirm before a step that takes something away (deleting
 * a member, blocking a branch admin). Cancel has the focus so that a hasty Enter changes nothing.
 */
export function DestructiveConfirmDialog(props: {
  open: boolean;
  /** The question, verbatim from the spec; it also names the dialog. */
  message: string;
  /** What exactly goes (e.g. the member's name), shown under the question and read as its description. */
  detail?: string | undefined;
  /** Shown above the question, e.g. why the last Confirm was refused and a way to reload. */
  notice?: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const textId = useId();
  const detailId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={textId}
      {...(props.detail ? { 'aria-describedby': detailId } : {})}
      maxWidth="xs"
    >
      <DialogContent>
        {props.notice}
        <DialogContentText id={textId}>{props.message}</DialogContentText>
        {props.detail && (
          <DialogContentText id={detailId} sx={{ mt: 1, fontWeight: 600 }}>
            {props.detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}

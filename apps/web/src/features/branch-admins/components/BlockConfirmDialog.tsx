import { messages } from '@familytree/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useId } from 'react';

/** The spec's confirmation before a branch admin is blocked (parts 4 and 8). */
export function BlockConfirmDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const textId = useId();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby={textId} maxWidth="xs">
      <DialogContent>
        <DialogContentText id={textId}>{messages.branchAdmin.blockConfirm}</DialogContentText>
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

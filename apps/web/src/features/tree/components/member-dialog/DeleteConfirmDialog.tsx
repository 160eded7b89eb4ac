import { messages } from '@familytree/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useId } from 'react';

/** 'Are you sure you want to delete this member?' with Cancel and Confirm (spec part 8). */
export function DeleteConfirmDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const textId = useId();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby={textId} maxWidth="xs">
      <DialogContent>
        <DialogContentText id={textId}>{messages.member.deleteConfirm}</DialogContentText>
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

import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/** Until self-service reset exists (README roadmap), a family admin re-invites the member. */
export function ForgottenPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgotten-password-title">
      <DialogTitle id="forgotten-password-title">Forgotten password?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Ask your family admin to send you a new invitation. The invitation link lets you choose a
          new password.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

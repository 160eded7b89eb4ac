import type { LinkRequestSent } from '@familytree/shared';
import { Alert, Button, DialogActions, DialogContent, Typography } from '@mui/material';

/** Shown instead of the member after asking another family to link one of its persons. */
export function LinkRequestSentView(props: {
  sent: LinkRequestSent;
  onBack: () => void;
  onClose: () => void;
}) {
  const { sent, onBack, onClose } = props;
  const { request } = sent;
  return (
    <>
      <DialogContent dividers>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          Request sent
        </Typography>
        <Alert severity="info" role="status">
          {sent.message}
        </Alert>
        <Typography sx={{ mt: 2 }}>
          {request.targetPerson.firstName} {request.targetPerson.lastName} of{' '}
          {request.targetFamily.name} becomes the spouse of {request.person.firstName}{' '}
          {request.person.lastName} once that family accepts. You can follow or cancel the request
          under Admin, Link requests.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back to member</Button>
        {/* Not "Close": the dialog's close icon already has that name. */}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

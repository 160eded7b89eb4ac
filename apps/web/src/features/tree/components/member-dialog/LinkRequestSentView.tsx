import type { LinkRequestSent } from '@familytree/shared';
import { Alert, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useFormMessage, useTreeT } from '../../hooks/use-tree-text';
import { fullName } from '../../logic/person-name';

/** Shown instead of the member after asking another family to link one of its persons. */
export function LinkRequestSentView(props: {
  sent: LinkRequestSent;
  onBack: () => void;
  onClose: () => void;
}) {
  const { sent, onBack, onClose } = props;
  const { request } = sent;
  const t = useTreeT();
  const message = useFormMessage();
  return (
    <>
      <DialogContent dividers>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {t('requestSent')}
        </Typography>
        <Alert severity="info" role="status">
          {message(sent.message)}
        </Alert>
        <Typography sx={{ mt: 2 }}>
          {t('requestSentDetail', {
            person: fullName(request.targetPerson),
            family: request.targetFamily.name,
            member: fullName(request.person),
          })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>{t('backToMember')}</Button>
        {/* Not "Close": the dialog's close icon already has that name. */}
        <Button variant="contained" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </>
  );
}

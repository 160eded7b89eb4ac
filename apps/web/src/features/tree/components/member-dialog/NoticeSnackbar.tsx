import { Alert, Snackbar } from '@mui/material';

export interface Notice {
  text: string;
  open: boolean;
}

/** A success message ('Successfully saved the details', 'Successfully deleted the member'). */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Snackbar
      open={notice.open}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity="success"
        variant="filled"
        onClose={onClose}
        closeText="Dismiss message"
        sx={{ width: '100%' }}
      >
        {notice.text}
      </Alert>
    </Snackbar>
  );
}

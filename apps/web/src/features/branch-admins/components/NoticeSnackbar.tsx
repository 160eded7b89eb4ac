import { Alert, Snackbar, type AlertColor } from '@mui/material';

export interface Notice {
  severity: AlertColor;
  text: string;
}

/** A short message after an action: success, failure, or 'Not implemented yet'. */
export function NoticeSnackbar({
  notice,
  onClose,
}: {
  notice: Notice | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={8000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

import { useState } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';
import { SpecText } from './SpecText';

export interface Notice {
  text: string;
  severity: AlertColor;
}

/**
 * A short message after an action (saved, deleted, failed, 'Not implemented yet'), a spec text
 * in the language. It keeps the
 * last message on screen while it fades out after `notice` becomes null.
 */
export function NoticeSnackbar({
  notice,
  onClose,
  placement = 'bottom',
}: {
  notice: Notice | null;
  onClose: () => void;
  placement?: 'top' | 'bottom';
}) {
  const t = useT(componentsMessages);
  const [shown, setShown] = useState(notice);
  if (notice !== null && notice !== shown) setShown(notice);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice?.severity === 'success' ? 5000 : 8000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: placement, horizontal: 'center' }}
    >
      {shown ? (
        <Alert
          severity={shown.severity}
          variant="filled"
          onClose={onClose}
          closeText={t('dismissMessage')}
          sx={{ width: '100%' }}
        >
          <SpecText text={shown.text} />
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

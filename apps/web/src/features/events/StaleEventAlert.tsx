import { Alert, Button } from '@mui/material';
import { useState } from 'react';

/**
 * The server's 409 (someone changed the event after it was opened, named with the time) and a way
 * to load their values. The alert is announced (role "alert"); the button says what it does.
 */
export function StaleEventAlert({
  message,
  onReload,
}: {
  message: string;
  onReload: () => Promise<void>;
}) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      // At 390 px the button goes under the text instead of squeezing it.
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 'auto', pl: 1 } }}
      action={
        <Button color="inherit" size="small" disabled={reloading} onClick={() => void reload()}>
          Reload
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

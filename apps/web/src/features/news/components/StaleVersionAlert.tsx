import { Alert, Button } from '@mui/material';
import { useState } from 'react';

/**
 * The server's 409 (who changed the post, and when) with a way to load the current values. The
 * alert is announced as it appears (role "alert"); Reload stays disabled while it reads.
 */
export function StaleVersionAlert({
  message,
  onReload,
}: {
  message: string;
  onReload: () => Promise<unknown>;
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
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading}>
          Reload
        </Button>
      }
      sx={{ flexWrap: 'wrap' }}
    >
      {message}
    </Alert>
  );
}

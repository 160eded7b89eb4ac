import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';
import { SpecText } from './SpecText';

/**
 * The server's 409 on a save or delete (someone changed the record after it was opened, named with
 * the time; docs/decisions/0023) and a way to load the current values before deciding again. The
 * alert is announced as it appears (role "alert"); Reload stays disabled while it reads.
 */
export function StaleVersionAlert({
  message,
  onReload,
}: {
  message: string;
  onReload: () => unknown;
}) {
  const t = useT(componentsMessages);
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
      // At 390 px the button goes under the text instead of squeezing it.
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 'auto', pl: 1 } }}
      action={
        <Button color="inherit" size="small" disabled={reloading} onClick={() => void reload()}>
          {t('reload')}
        </Button>
      }
    >
      <SpecText text={message} />
    </Alert>
  );
}

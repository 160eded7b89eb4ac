import { Alert, Button } from '@mui/material';

/**
 * Someone changed the album after this dialog opened (a 409, docs/decisions/0023): their name and
 * the time, and a way to load the album as it is now before deciding again.
 */
export function StaleAlbumAlert(props: { message: string; onReload: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={props.onReload}>
          Reload
        </Button>
      }
    >
      {props.message}
    </Alert>
  );
}

import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** An error message; where the failed step can simply be repeated, with the spec's Try again. */
export function ErrorAlert({ onRetry, children }: { onRetry?: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}

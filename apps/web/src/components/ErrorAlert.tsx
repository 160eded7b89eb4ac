import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useSpecText, useT } from '../lib/i18n';
import { componentsMessages } from './messages';

/**
 * An error message (a spec text that arrives in English is shown in the language); where the
 * failed step can simply be repeated, with the spec's Try again.
 */
export function ErrorAlert({ onRetry, children }: { onRetry?: () => void; children: ReactNode }) {
  const t = useT(componentsMessages);
  const { text } = useSpecText();
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {typeof children === 'string' ? text(children) : children}
    </Alert>
  );
}

import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';
import { SpecText } from './SpecText';

/**
 * An error message (a spec text that arrives in English is shown in the language); where the
 * failed step can simply be repeated, with the spec's Try again.
 */
export function ErrorAlert({ onRetry, children }: { onRetry?: () => void; children: ReactNode }) {
  const t = useT(componentsMessages);
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
      {typeof children === 'string' ? <SpecText text={children} /> : children}
    </Alert>
  );
}

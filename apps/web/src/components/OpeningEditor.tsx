import { Backdrop, CircularProgress } from '@mui/material';
import { componentsMessages } from './messages';
import { useLoadedT } from './useLoadedT';

/** Shown while a lazily loaded editor dialog (and its rich-text editor) arrives. */
export function OpeningEditor() {
  // A Suspense fallback: named without waiting for a language's file.
  const t = useLoadedT(componentsMessages);
  return (
    <Backdrop open>
      <CircularProgress aria-label={t('openingEditor')} />
    </Backdrop>
  );
}

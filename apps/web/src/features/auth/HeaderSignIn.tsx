import { Button } from '@mui/material';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useT } from '../../lib/i18n';
import { authMessages } from './messages';

// The form (its fields and react-hook-form) loads when a visitor reaches for the button, not with
// the page (issue 18).
const loadPopover = () => import('./HeaderSignInPopover');
const HeaderSignInPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.HeaderSignInPopover })),
);

/** The header's Login button; it opens the Sign In dropdown (HeaderSignInPopover). */
export function HeaderSignIn() {
  const t = useT(authMessages);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const preload = () => void loadPopover();
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
      >
        {t('loginButton')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <HeaderSignInPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

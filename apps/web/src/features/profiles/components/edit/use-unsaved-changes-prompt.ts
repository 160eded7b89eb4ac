import { useEffect } from 'react';
import { useBlocker } from '../../../../lib/router';
import { useT } from '../../../../lib/i18n';
import { profilesMessages } from '../../messages';

/**
 * While a form has unsaved edits, leaving it asks first: another tab of the editor or another page
 * (the router's navigation), and closing or reloading the page (beforeunload, whose text the
 * browser chooses).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const t = useT(profilesMessages);
  const question = t('unsavedChanges');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

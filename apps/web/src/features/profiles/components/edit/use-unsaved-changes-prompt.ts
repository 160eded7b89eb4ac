import { historyMessages } from '@familytree/shared';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While a form has unsaved edits, leaving it asks first: another tab of the editor or another page
 * (react-router navigation), and closing or reloading the page (beforeunload, whose text the
 * browser chooses).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(historyMessages.unsavedChanges)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

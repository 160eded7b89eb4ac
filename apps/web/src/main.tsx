import { loadFormatter } from '@familytree/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppLoadFailed } from './components/AppLoadFailed';

/**
 * Starts the app in three steps, each its own task, so that a phone's main thread is never held
 * for long (issue 18, "total blocking time"): React itself is evaluated with this module; the
 * app's code (router, MUI, the features) after the browser has had a turn; and the first render
 * runs as a transition, which React splits into short tasks. The page's HTML preloads the app's
 * modules (build/preload-app-modules.ts), so the second step does not wait for the network.
 */
const root = createRoot(document.getElementById('root')!);

void new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => {
    // The ICU formatter (plurals, selects) loads alongside the app, not when a screen first
    // needs it; the first render does not wait for it.
    void loadFormatter();
    return import('./app/App');
  })
  .then(({ App }) => startTransition(() => root.render(<App />)))
  .catch(() => root.render(<AppLoadFailed />));

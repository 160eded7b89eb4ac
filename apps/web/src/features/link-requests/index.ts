// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

export { linkRequestsRoot } from './api/get-link-requests';
// The page loads when opened: other features import this file (issue 18).
export const LinkRequestsPage = lazy(() =>
  import('./components/LinkRequestsPage').then((m) => ({ default: m.LinkRequestsPage })),
);

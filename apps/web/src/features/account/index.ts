// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

export { AccountMenu } from './components/AccountMenu';
/** "My account" loads when opened (issue 18). */
export const MyAccountPage = lazy(() =>
  import('./components/MyAccountPage').then((m) => ({ default: m.MyAccountPage })),
);

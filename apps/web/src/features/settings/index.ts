// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

export { MembersOnlyGate, retryUnlessMembersOnly } from './MembersOnlyGate';
/** The settings page loads when a family admin opens it (issue 18). */
export const SettingsPage = lazy(() =>
  import('./SettingsPage').then((m) => ({ default: m.SettingsPage })),
);

// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

export { fetchMyInvitations } from './api/my-invitations';
export { HeaderInvitations } from './components/HeaderInvitations';
/** The invitation page loads when a link opens it (issue 18). */
export const InvitationPage = lazy(() =>
  import('./components/InvitationPage').then((m) => ({ default: m.InvitationPage })),
);
export { NewcomerInvitations } from './components/NewcomerInvitations';

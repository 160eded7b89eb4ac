// The feature's public face: the app and other features import only this file (eslint.config.js).
export { fetchMyInvitations } from './api/my-invitations';
export { HeaderInvitations } from './components/HeaderInvitations';
export { InvitationPage } from './components/InvitationPage';
export { NewcomerInvitations } from './components/NewcomerInvitations';

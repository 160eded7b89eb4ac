// The feature's public face: the app and other features import only this file (eslint.config.js).
export { linkRequestsRoot } from './api/get-link-requests';
export { LinkRequestsPage } from './components/LinkRequestsPage';

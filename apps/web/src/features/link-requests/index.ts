// The feature's public face: the app and other features import from this file only (lint rule in eslint.config.js).
export { linkRequestsRoot } from './api/get-link-requests';
export { LinkRequestsPage } from './components/LinkRequestsPage';

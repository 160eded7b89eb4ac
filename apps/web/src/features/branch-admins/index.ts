// The feature's public face: the app and other features import from this file only (lint rule in eslint.config.js).
export { BranchAdminsPage } from './components/BranchAdminsPage';

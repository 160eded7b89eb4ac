// The feature's public face: the app and other features import only this file (eslint.config.js).
export { ChangeList } from './components/ChangeList';
export { RecentChangesPage } from './components/RecentChangesPage';

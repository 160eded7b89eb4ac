// The feature's public face: the app and other features import only this file (eslint.config.js).
export { FindDuplicatesPage } from './components/FindDuplicatesPage';

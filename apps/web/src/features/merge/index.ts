// The feature's public face: the app and other features import only this file (eslint.config.js).
export { MergePersonsButton } from './components/MergePersonsButton';
export { MergePairDialog } from './components/MergePairDialog';

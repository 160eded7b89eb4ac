// The feature's public face: the app and other features import only this file (eslint.config.js).
export { CoupleMedia, PersonMedia, SourceMedia } from './components/PersonMedia';
export { CitationMedia } from './components/CitationMedia';

// The feature's public face: the app and other features import only this file (eslint.config.js).
export { SourcesPage } from './components/SourcesPage';
export { SourcePage } from './components/SourcePage';
export { PersonSources } from './components/PersonSources';
export { PersonNotes } from './components/PersonNotes';
export { FactSourcesMark } from './components/FactSourcesMark';
export { MarriageResearch } from './components/MarriageResearch';
export { usePersonMarriagesQuery } from './api/research.api';

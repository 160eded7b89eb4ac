// The feature's public face: the app and other features import only this file (eslint.config.js).
export { PlacesPage } from './components/PlacesPage';
export { PlacePage } from './components/PlacePage';
export { PersonPlaces } from './components/PersonPlaces';

// The feature's public face: the app and other features import only this file (eslint.config.js).
export { AccountMenu } from './components/AccountMenu';
export { MyAccountPage } from './components/MyAccountPage';

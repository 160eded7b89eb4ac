// The feature's public face: the app and other features import only this file (eslint.config.js).
export { FamilyGate } from './FamilyGate';
export { HomeRedirect } from './HomeRedirect';
export { HostProvider } from './HostProvider';
export { MainSiteRoute } from './MainSiteRoute';
export { useFamily, useFamilyIfKnown, useReloadFamily } from './family-context';
export { familyQueryKey } from './family.api';

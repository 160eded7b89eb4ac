// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

// The main site's pages and their forms load when opened (issue 18: a family's public pages do
// not carry them).
export const LoginPage = lazy(() => import('./LoginPage').then((m) => ({ default: m.LoginPage })));
export const PasswordResetPage = lazy(() =>
  import('./PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })),
);
export { HeaderSignIn } from './HeaderSignIn';
export { LoginFields } from './LoginFields';
export { RequireLogin } from './RequireLogin';
export { checkSession, exchangeHandoff, login, logout } from './auth.api';
export { followAccountLanguage, sessionFromLogin, writeLoginSession } from './session-from-login';
export { useAuthActions } from './use-auth-actions';
export { useLoginForm } from './use-login-form';

// The feature's public face: the app and other features import only this file (eslint.config.js).
export { HeaderSignIn } from './HeaderSignIn';
export { LoginFields } from './LoginFields';
export { LoginPage } from './LoginPage';
export { PasswordResetPage } from './PasswordResetPage';
export { RequireLogin } from './RequireLogin';
export { checkSession, exchangeHandoff, login, logout } from './auth.api';
export { sessionFromLogin } from './session-from-login';
export { useAuthActions } from './use-auth-actions';
export { useLoginForm } from './use-login-form';

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'Anmelden',
  signIn: 'Anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  logIn: 'Anmelden',
  loginForm: 'Anmelden',
  forgottenPassword: 'Passwort vergessen?',
  resetPasswordForm: 'Passwort zurücksetzen',
  resetIntro:
    'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
  close: 'Schließen',
  sendLink: 'Link senden',
  loginTitle: 'Anmeldung',
  yourInvitations: 'Ihre Einladungen',
  logInToFamily: 'Bei Ihrer Familie anmelden',
  loginIntro:
    'Stöbern Sie in Ihrem Stammbaum, halten Sie Ihr Profil aktuell und finden Sie heraus, wie Sie mit anderen verwandt sind.',
  chooseNewPassword: 'Neues Passwort wählen',
  backToLogin: 'Zurück zur Anmeldung',
  newPasswordHint:
    'Mindestens 12 Zeichen; kein gängiges Passwort. Ihre anderen Sitzungen werden abgemeldet.',
  savePassword: 'Passwort speichern',
  redirectingToLogin: 'Weiterleitung zur Anmeldung',
  noFamilyYet: 'Ihr Konto gehört noch keiner Familie an.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'Inloggen',
  signIn: 'Inloggen',
  email: 'E-mail',
  password: 'Wachtwoord',
  logIn: 'Inloggen',
  loginForm: 'Inloggen',
  forgottenPassword: 'Wachtwoord vergeten?',
  resetPasswordForm: 'Wachtwoord opnieuw instellen',
  resetIntro:
    'Vul het e-mailadres in waarmee je inlogt. We mailen je een link om een nieuw wachtwoord te kiezen.',
  close: 'Sluiten',
  sendLink: 'Link versturen',
  loginTitle: 'Inloggen',
  yourInvitations: 'Je uitnodigingen',
  logInToFamily: 'Log in bij je familie',
  loginIntro:
    'Blader door je stamboom, houd je profiel actueel en ontdek hoe je met anderen verwant bent.',
  chooseNewPassword: 'Kies een nieuw wachtwoord',
  backToLogin: 'Terug naar inloggen',
  newPasswordHint:
    'Minstens 12 tekens; geen veelgebruikt wachtwoord. Je andere sessies worden afgemeld.',
  savePassword: 'Wachtwoord opslaan',
  redirectingToLogin: 'Je wordt doorgestuurd naar inloggen',
  noFamilyYet: 'Je account is nog geen lid van een familie.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'Zaloguj się',
  signIn: 'Zaloguj się',
  email: 'E-mail',
  password: 'Hasło',
  logIn: 'Zaloguj się',
  loginForm: 'Logowanie',
  forgottenPassword: 'Nie pamiętasz hasła?',
  resetPasswordForm: 'Resetowanie hasła',
  resetIntro:
    'Wpisz adres e-mail, którego używasz do logowania. Wyślemy Ci link do ustawienia nowego hasła.',
  close: 'Zamknij',
  sendLink: 'Wyślij link',
  loginTitle: 'Logowanie',
  yourInvitations: 'Twoje zaproszenia',
  logInToFamily: 'Zaloguj się do swojej rodziny',
  loginIntro:
    'Przeglądaj drzewo genealogiczne, aktualizuj swój profil i sprawdzaj stopień pokrewieństwa.',
  chooseNewPassword: 'Ustaw nowe hasło',
  backToLogin: 'Wróć do logowania',
  newPasswordHint:
    'Co najmniej 12 znaków; nie może to być popularne hasło. Pozostałe sesje zostaną wylogowane.',
  savePassword: 'Zapisz hasło',
  redirectingToLogin: 'Przekierowanie do logowania',
  noFamilyYet: 'Twoje konto nie należy jeszcze do żadnej rodziny.',
} satisfies Translation<typeof en>;

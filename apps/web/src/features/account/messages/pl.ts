import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'Konto',
  accountMenu: 'Menu konta',
  myProfile: 'Mój profil',
  branchChanges: 'Zmiany w mojej gałęzi',
  myAccount: 'Moje konto',
  loading: 'Wczytywanie konta',
  loadFailed: 'Nie udało się wczytać konta. {message}',
  loggedInAs: 'Zalogowano jako {email}',
  nameTitle: 'Imię i nazwisko',
  nameSaved: 'Imię i nazwisko zostały zapisane.',
  saveName: 'Zapisz imię i nazwisko',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  passwordTitle: 'Hasło',
  passwordChanged: 'Hasło zostało zmienione. Pozostałe sesje zostały wylogowane.',
  changePassword: 'Zmień hasło',
  currentPassword: 'Obecne hasło',
  passwordHint: 'Co najmniej 12 znaków; nie może to być popularne hasło.',
  sessionsTitle: 'Aktywne sesje',
  logOutSession: 'Wyloguj {device}, ostatnio używane {when}',
  logOut: 'Wyloguj',
  thisDevice: 'To urządzenie',
  lastUsed: 'Ostatnio używane: {when}',
  logOutOthers: 'Wyloguj ze wszystkich innych urządzeń',
} satisfies Translation<typeof en>;

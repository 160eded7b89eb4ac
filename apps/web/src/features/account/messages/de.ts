import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'Konto',
  accountMenu: 'Kontomenü',
  myProfile: 'Mein Profil',
  branchChanges: 'Änderungen in meinem Zweig',
  myAccount: 'Mein Konto',
  loading: 'Ihr Konto wird geladen',
  loadFailed: 'Ihr Konto konnte nicht geladen werden. {message}',
  loggedInAs: 'Angemeldet als {email}',
  nameTitle: 'Name',
  nameSaved: 'Ihr Name wurde gespeichert.',
  saveName: 'Name speichern',
  firstName: 'Vorname',
  lastName: 'Nachname',
  passwordTitle: 'Passwort',
  passwordChanged: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.',
  changePassword: 'Passwort ändern',
  currentPassword: 'Aktuelles Passwort',
  passwordHint: 'Mindestens 12 Zeichen; kein gängiges Passwort.',
  sessionsTitle: 'Aktive Sitzungen',
  logOutSession: '{device} abmelden, zuletzt verwendet {when}',
  logOut: 'Abmelden',
  thisDevice: 'Dieses Gerät',
  lastUsed: 'Zuletzt verwendet: {when}',
  logOutOthers: 'Überall sonst abmelden',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'Account',
  accountMenu: 'Accountmenu',
  myProfile: 'Mijn profiel',
  branchChanges: 'Wijzigingen in mijn tak',
  myAccount: 'Mijn account',
  loading: 'Je account laden',
  loadFailed: 'Je account kon niet worden geladen. {message}',
  loggedInAs: 'Ingelogd als {email}',
  nameTitle: 'Naam',
  nameSaved: 'Je naam is opgeslagen.',
  saveName: 'Naam opslaan',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  passwordTitle: 'Wachtwoord',
  passwordChanged: 'Je wachtwoord is gewijzigd. Je andere sessies zijn uitgelogd.',
  changePassword: 'Wachtwoord wijzigen',
  currentPassword: 'Huidig wachtwoord',
  passwordHint: 'Minstens 12 tekens; geen veelgebruikt wachtwoord.',
  sessionsTitle: 'Actieve sessies',
  logOutSession: '{device} uitloggen, laatst gebruikt {when}',
  logOut: 'Uitloggen',
  thisDevice: 'Dit apparaat',
  lastUsed: 'Laatst gebruikt: {when}',
  logOutOthers: 'Overal elders uitloggen',
} satisfies Translation<typeof en>;

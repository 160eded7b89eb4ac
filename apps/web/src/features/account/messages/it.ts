import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'Account',
  accountMenu: "Menu dell'account",
  myProfile: 'Il mio profilo',
  branchChanges: 'Modifiche nel mio ramo',
  myAccount: 'Il mio account',
  loading: 'Caricamento del tuo account',
  loadFailed: 'Impossibile caricare il tuo account. {message}',
  loggedInAs: 'Accesso effettuato come {email}',
  nameTitle: 'Nome',
  nameSaved: 'Il tuo nome è stato salvato.',
  saveName: 'Salva nome',
  firstName: 'Nome',
  lastName: 'Cognome',
  passwordTitle: 'Password',
  passwordChanged: 'La tua password è stata cambiata. Le altre sessioni sono state disconnesse.',
  changePassword: 'Cambia password',
  currentPassword: 'Password attuale',
  passwordHint: 'Almeno 12 caratteri; non una password comune.',
  sessionsTitle: 'Sessioni attive',
  logOutSession: 'Disconnetti {device}, ultimo utilizzo {when}',
  logOut: 'Esci',
  thisDevice: 'Questo dispositivo',
  lastUsed: 'Ultimo utilizzo: {when}',
  logOutOthers: 'Esci da tutti gli altri dispositivi',
} satisfies Translation<typeof en>;

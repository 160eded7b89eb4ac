import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Impostazioni',
  onlyAdmins: 'Solo gli amministratori della famiglia possono modificarne le impostazioni.',
  loadFailed: 'Impossibile caricare le impostazioni. {message}',
  loading: 'Caricamento delle impostazioni',
  saved: 'Impostazioni salvate',
  visitorDatesLabel: 'Cosa vedono i visitatori dei membri viventi',
  levelFull: 'Date complete',
  levelFullHelp: 'I visitatori vedono date e luoghi di nascita dei membri viventi.',
  levelYear: "Solo l'anno di nascita",
  levelYearHelp:
    "I visitatori vedono l'anno di nascita dei membri viventi, senza data completa né luogo.",
  levelNames: 'Solo i nomi',
  levelNamesHelp: 'I visitatori non vedono né date né luoghi dei membri viventi.',
  alwaysShown:
    "I membri defunti, e chiunque sia nato più di 100 anni fa, sono sempre mostrati per intero. Gli amministratori della famiglia che hanno effettuato l'accesso vedono tutto.",
  membersOnlySite: 'Sito riservato ai membri',
  membersOnlyHelp: "I visitatori vedono la pagina iniziale e l'accesso, nient'altro.",
  save: 'Salva impostazioni',
  logIn: 'Accedi',
  membersOnlyNotice: 'Il sito di questa famiglia è riservato ai suoi membri. Accedi per vederlo.',
  siteLanguageLabel: 'Lingua del sito',
  siteLanguageHelp: 'I visitatori che non hanno scelto una lingua vedono il sito in questa.',
  siteLanguageBrowser: 'La lingua del browser del visitatore',
} satisfies Translation<typeof en>;

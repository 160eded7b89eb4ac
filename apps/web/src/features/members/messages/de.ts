import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Mitglieder',
  groups: 'Mitgliedergruppen',
  tabAll: 'Alle',
  tabPriest: 'Priester',
  tabNun: 'Ordensschwester',
  tabExecutive: 'Vorstandsmitglieder',
  listLabel: 'Mitglieder von {familyName}',
  empty: 'Diese Familie hat noch keine Mitglieder.',
  loadingLabel: 'Wird geladen: {label}',
  loadFailed: 'Die Mitglieder konnten nicht geladen werden. {message}',
  noneOnPage: 'Auf dieser Seite gibt es keine Mitglieder.',
  firstPage: 'Zur ersten Seite',
  goToPage: 'Zu Seite {page}',
  currentPage: 'Seite {page}',
  goToFirst: 'Zur ersten Seite',
  goToLast: 'Zur letzten Seite',
  goToNext: 'Zur nächsten Seite',
  goToPrevious: 'Zur vorherigen Seite',
  pages: 'Seiten der Liste',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Leden',
  groups: 'Ledengroepen',
  tabAll: 'Alle',
  tabPriest: 'Priester',
  tabNun: 'Non',
  tabExecutive: 'Bestuursleden',
  listLabel: 'Leden van {familyName}',
  empty: 'Deze familie heeft nog geen leden.',
  loadingLabel: 'Laden: {label}',
  loadFailed: 'De leden konden niet worden geladen. {message}',
  noneOnPage: 'Er staan geen leden op deze pagina.',
  firstPage: 'Naar de eerste pagina',
  goToPage: 'Naar pagina {page}',
  currentPage: 'pagina {page}',
  goToFirst: 'Naar de eerste pagina',
  goToLast: 'Naar de laatste pagina',
  goToNext: 'Naar de volgende pagina',
  goToPrevious: 'Naar de vorige pagina',
  pages: 'Pagina’s van de lijst',
} satisfies Translation<typeof en>;

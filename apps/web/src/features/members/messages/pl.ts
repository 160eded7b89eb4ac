import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Członkowie',
  groups: 'Grupy członków',
  tabAll: 'Wszyscy',
  tabPriest: 'Ksiądz',
  tabNun: 'Zakonnica',
  tabExecutive: 'Członkowie zarządu',
  listLabel: 'Członkowie rodziny {familyName}',
  empty: 'Ta rodzina nie ma jeszcze członków.',
  loadingLabel: 'Wczytywanie: {label}',
  loadFailed: 'Nie udało się wczytać członków. {message}',
  noneOnPage: 'Na tej stronie nie ma członków.',
  firstPage: 'Przejdź do pierwszej strony',
  goToPage: 'Przejdź do strony {page}',
  currentPage: 'strona {page}',
  goToFirst: 'Przejdź do pierwszej strony',
  goToLast: 'Przejdź do ostatniej strony',
  goToNext: 'Przejdź do następnej strony',
  goToPrevious: 'Przejdź do poprzedniej strony',
  pages: 'Strony listy',
} satisfies Translation<typeof en>;

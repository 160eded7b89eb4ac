import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Membri',
  groups: 'Gruppi di membri',
  tabAll: 'Tutti',
  tabPriest: 'Sacerdote',
  tabNun: 'Suora',
  tabExecutive: 'Membri del direttivo',
  listLabel: 'Membri di {familyName}',
  empty: 'Questa famiglia non ha ancora membri.',
  loadingLabel: 'Caricamento: {label}',
  loadFailed: 'Impossibile caricare i membri. {message}',
  noneOnPage: 'Non ci sono membri in questa pagina.',
  firstPage: 'Vai alla prima pagina',
  goToPage: 'Vai alla pagina {page}',
  currentPage: 'pagina {page}',
  goToFirst: 'Vai alla prima pagina',
  goToLast: "Vai all'ultima pagina",
  goToNext: 'Vai alla pagina successiva',
  goToPrevious: 'Vai alla pagina precedente',
  pages: 'Pagine dell’elenco',
} satisfies Translation<typeof en>;

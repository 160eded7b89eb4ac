import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Membres',
  groups: 'Groupes de membres',
  tabAll: 'Tous',
  tabPriest: 'Prêtre',
  tabNun: 'Religieuse',
  tabExecutive: 'Membres du bureau',
  listLabel: 'Membres de {familyName}',
  empty: "Cette famille n'a pas encore de membres.",
  loadingLabel: 'Chargement : {label}',
  loadFailed: "Les membres n'ont pas pu être chargés. {message}",
  noneOnPage: "Il n'y a aucun membre sur cette page.",
  firstPage: 'Aller à la première page',
  goToPage: 'Aller à la page {page}',
  currentPage: 'page {page}',
  goToFirst: 'Aller à la première page',
  goToLast: 'Aller à la dernière page',
  goToNext: 'Aller à la page suivante',
  goToPrevious: 'Aller à la page précédente',
  pages: 'Pages de la liste',
} satisfies Translation<typeof en>;

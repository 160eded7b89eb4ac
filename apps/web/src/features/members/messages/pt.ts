import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Membros',
  groups: 'Grupos de membros',
  tabAll: 'Todos',
  tabPriest: 'Padre',
  tabNun: 'Freira',
  tabExecutive: 'Membros da diretoria',
  listLabel: 'Membros de {familyName}',
  empty: 'Esta família ainda não tem membros.',
  loadingLabel: 'Carregando: {label}',
  loadFailed: 'Não foi possível carregar os membros. {message}',
  noneOnPage: 'Não há membros nesta página.',
  firstPage: 'Ir para a primeira página',
  goToPage: 'Ir para a página {page}',
  currentPage: 'página {page}',
  goToFirst: 'Ir para a primeira página',
  goToLast: 'Ir para a última página',
  goToNext: 'Ir para a próxima página',
  goToPrevious: 'Ir para a página anterior',
  pages: 'Páginas da lista',
} satisfies Translation<typeof en>;

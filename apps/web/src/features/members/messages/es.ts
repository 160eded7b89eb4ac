import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Miembros',
  groups: 'Grupos de miembros',
  tabAll: 'Todos',
  tabPriest: 'Sacerdote',
  tabNun: 'Monja',
  tabExecutive: 'Miembros de la junta',
  listLabel: 'Miembros de {familyName}',
  empty: 'Esta familia aún no tiene miembros.',
  loadingLabel: 'Cargando: {label}',
  loadFailed: 'No se han podido cargar los miembros. {message}',
  noneOnPage: 'No hay miembros en esta página.',
  firstPage: 'Ir a la primera página',
  goToPage: 'Ir a la página {page}',
  currentPage: 'página {page}',
  goToFirst: 'Ir a la primera página',
  goToLast: 'Ir a la última página',
  goToNext: 'Ir a la página siguiente',
  goToPrevious: 'Ir a la página anterior',
  pages: 'Páginas de la lista',
} satisfies Translation<typeof en>;

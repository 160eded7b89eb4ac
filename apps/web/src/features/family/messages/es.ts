import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'Cargando la familia',
  familyLoadFailed: 'No se ha podido cargar la familia.',
  siteUnreachable: 'No se ha podido acceder al sitio.',
} satisfies Translation<typeof en>;

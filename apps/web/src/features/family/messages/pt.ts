import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'Carregando a família',
  familyLoadFailed: 'Não foi possível carregar a família.',
  siteUnreachable: 'Não foi possível acessar o site.',
} satisfies Translation<typeof en>;

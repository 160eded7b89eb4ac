import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'Caricamento della famiglia',
  familyLoadFailed: 'Impossibile caricare la famiglia.',
  siteUnreachable: 'Impossibile raggiungere il sito.',
} satisfies Translation<typeof en>;

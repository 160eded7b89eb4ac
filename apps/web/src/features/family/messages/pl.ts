import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'Wczytywanie rodziny',
  familyLoadFailed: 'Nie udało się wczytać rodziny.',
  siteUnreachable: 'Nie udało się połączyć z witryną.',
} satisfies Translation<typeof en>;

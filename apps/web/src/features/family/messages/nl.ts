import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'Familie laden',
  familyLoadFailed: 'De familie kon niet worden geladen.',
  siteUnreachable: 'De site is niet bereikbaar.',
} satisfies Translation<typeof en>;

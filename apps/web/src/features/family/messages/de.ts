import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'Familie wird geladen',
  familyLoadFailed: 'Die Familie konnte nicht geladen werden.',
  siteUnreachable: 'Die Website ist nicht erreichbar.',
} satisfies Translation<typeof en>;

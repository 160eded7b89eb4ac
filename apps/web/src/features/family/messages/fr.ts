import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'Chargement de la famille',
  familyLoadFailed: "La famille n'a pas pu être chargée.",
  siteUnreachable: "Le site n'a pas pu être joint.",
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'परिवार लोड हो रहा है',
  familyLoadFailed: 'परिवार लोड नहीं हो सका।',
  siteUnreachable: 'साइट तक नहीं पहुँचा जा सका।',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loadingFamily: 'കുടുംബം ലോഡ് ചെയ്യുന്നു',
  familyLoadFailed: 'കുടുംബം ലോഡ് ചെയ്യാനായില്ല.',
  siteUnreachable: 'സൈറ്റിൽ എത്താനായില്ല.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'കുടുംബവൃക്ഷം',
  pageTitle: '{title} | കുടുംബവൃക്ഷം',
  loading: 'ലോഡ് ചെയ്യുന്നു',
  openingEditor: 'എഡിറ്റർ തുറക്കുന്നു',
  tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
  cancel: 'റദ്ദാക്കുക',
  confirm: 'സ്ഥിരീകരിക്കുക',
  save: 'സംരക്ഷിക്കുക',
  reload: 'വീണ്ടും ലോഡ് ചെയ്യുക',
  dismissMessage: 'സന്ദേശം അടയ്ക്കുക',
  newPassword: 'പുതിയ പാസ്‌വേഡ്',
  repeatNewPassword: 'പുതിയ പാസ്‌വേഡ് വീണ്ടും നൽകുക',
  passwordsDiffer: 'രണ്ട് പാസ്‌വേഡുകളും ഒരുപോലെയല്ല',
  pageNotFound: 'പേജ് കണ്ടെത്തിയില്ല',
  goToMainSite: 'പ്രധാന സൈറ്റിലേക്ക് പോകുക',
  pageCodeMissing:
    'ഈ പേജ് ലോഡ് ചെയ്യാനായില്ല. സൈറ്റ് അപ്ഡേറ്റ് ചെയ്തിരിക്കാം: ഏറ്റവും പുതിയ പതിപ്പ് ലോഡ് ചെയ്യാൻ വീണ്ടും ശ്രമിക്കുക.',
  pageFailed: 'ഈ പേജിൽ എന്തോ പിശക് സംഭവിച്ചു.',
  siteLoadFailed: 'സൈറ്റ് ലോഡ് ചെയ്യാനായില്ല.',
} satisfies Translation<typeof en>;

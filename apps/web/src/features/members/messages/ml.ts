import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'അംഗങ്ങൾ',
  groups: 'അംഗ ഗ്രൂപ്പുകൾ',
  tabAll: 'എല്ലാവരും',
  tabPriest: 'വൈദികർ',
  tabNun: 'കന്യാസ്ത്രീകൾ',
  tabExecutive: 'ഭരണസമിതി അംഗങ്ങൾ',
  listLabel: '{familyName} കുടുംബത്തിലെ അംഗങ്ങൾ',
  empty: 'ഈ കുടുംബത്തിൽ ഇതുവരെ അംഗങ്ങളില്ല.',
  loadingLabel: 'ലോഡ് ചെയ്യുന്നു: {label}',
  loadFailed: 'അംഗങ്ങളെ ലോഡ് ചെയ്യാനായില്ല. {message}',
  noneOnPage: 'ഈ പേജിൽ അംഗങ്ങളില്ല.',
  firstPage: 'ആദ്യ പേജിലേക്ക് പോകുക',
  goToPage: 'പേജ് {page}-ലേക്ക് പോകുക',
  currentPage: 'പേജ് {page}',
  goToFirst: 'ആദ്യ പേജിലേക്ക് പോകുക',
  goToLast: 'അവസാന പേജിലേക്ക് പോകുക',
  goToNext: 'അടുത്ത പേജിലേക്ക് പോകുക',
  goToPrevious: 'മുമ്പത്തെ പേജിലേക്ക് പോകുക',
  pages: 'പട്ടികയുടെ പേജുകൾ',
} satisfies Translation<typeof en>;

import type { ProfilesT } from '../../../logic/profile-texts';

/** An Autocomplete's own texts (MUI's are English): its empty list, loading, and its buttons. */
export const pickerTexts = (t: ProfilesT) => ({
  noOptionsText: t('noOptions'),
  loadingText: t('loadingOptions'),
  openText: t('openList'),
  closeText: t('close'),
  clearText: t('clear'),
});

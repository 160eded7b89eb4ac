import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'सदस्य',
  groups: 'सदस्य समूह',
  tabAll: 'सभी',
  tabPriest: 'पादरी',
  tabNun: 'नन',
  tabExecutive: 'कार्यकारिणी सदस्य',
  listLabel: '{familyName} के सदस्य',
  empty: 'इस परिवार में अभी कोई सदस्य नहीं है।',
  loadingLabel: 'लोड हो रहा है: {label}',
  loadFailed: 'सदस्य लोड नहीं हो सके। {message}',
  noneOnPage: 'इस पृष्ठ पर कोई सदस्य नहीं है।',
  firstPage: 'पहले पृष्ठ पर जाएँ',
  goToPage: 'पृष्ठ {page} पर जाएँ',
  currentPage: 'पृष्ठ {page}',
  goToFirst: 'पहले पृष्ठ पर जाएँ',
  goToLast: 'अंतिम पृष्ठ पर जाएँ',
  goToNext: 'अगले पृष्ठ पर जाएँ',
  goToPrevious: 'पिछले पृष्ठ पर जाएँ',
  pages: 'सूची के पृष्ठ',
} satisfies Translation<typeof en>;

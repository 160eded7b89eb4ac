import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'वंश वृक्ष',
  pageTitle: '{title} | वंश वृक्ष',
  loading: 'लोड हो रहा है',
  openingEditor: 'संपादक खुल रहा है',
  tryAgain: 'फिर से कोशिश करें',
  cancel: 'रद्द करें',
  confirm: 'पुष्टि करें',
  save: 'सहेजें',
  reload: 'फिर से लोड करें',
  dismissMessage: 'संदेश बंद करें',
  newPassword: 'नया पासवर्ड',
  repeatNewPassword: 'नया पासवर्ड दोबारा लिखें',
  passwordsDiffer: 'दोनों पासवर्ड अलग-अलग हैं',
  pageNotFound: 'पेज नहीं मिला',
  goToMainSite: 'मुख्य साइट पर जाएँ',
  pageCodeMissing:
    'यह पेज लोड नहीं हो सका। हो सकता है साइट अपडेट हुई हो: इसका नवीनतम संस्करण लोड करने के लिए फिर से कोशिश करें।',
  pageFailed: 'इस पेज पर कुछ गड़बड़ हो गई।',
  siteLoadFailed: 'साइट लोड नहीं हो सकी।',
} satisfies Translation<typeof en>;

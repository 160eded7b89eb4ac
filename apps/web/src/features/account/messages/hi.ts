import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'खाता',
  accountMenu: 'खाता मेनू',
  myProfile: 'मेरी प्रोफ़ाइल',
  branchChanges: 'मेरी शाखा में बदलाव',
  myAccount: 'मेरा खाता',
  loading: 'आपका खाता लोड हो रहा है',
  loadFailed: 'आपका खाता लोड नहीं हो सका। {message}',
  loggedInAs: '{email} के रूप में लॉग इन',
  nameTitle: 'नाम',
  nameSaved: 'आपका नाम सहेज लिया गया।',
  saveName: 'नाम सहेजें',
  firstName: 'पहला नाम',
  lastName: 'उपनाम',
  passwordTitle: 'पासवर्ड',
  passwordChanged: 'आपका पासवर्ड बदल दिया गया। आपके अन्य सत्रों से लॉग आउट कर दिया गया।',
  changePassword: 'पासवर्ड बदलें',
  currentPassword: 'वर्तमान पासवर्ड',
  passwordHint: 'कम से कम 12 अक्षर; कोई आम पासवर्ड नहीं।',
  sessionsTitle: 'सक्रिय सत्र',
  logOutSession: '{device} से लॉग आउट करें, अंतिम उपयोग {when}',
  logOut: 'लॉग आउट करें',
  thisDevice: 'यह डिवाइस',
  lastUsed: 'अंतिम उपयोग: {when}',
  logOutOthers: 'बाकी सभी जगहों से लॉग आउट करें',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'लॉग इन',
  signIn: 'लॉग इन करें',
  email: 'ईमेल',
  password: 'पासवर्ड',
  logIn: 'लॉग इन करें',
  loginForm: 'लॉग इन',
  forgottenPassword: 'पासवर्ड भूल गए?',
  resetPasswordForm: 'पासवर्ड रीसेट करें',
  resetIntro: 'वह ईमेल डालें जिससे आप लॉग इन करते हैं। हम आपको नया पासवर्ड चुनने का लिंक ईमेल करेंगे।',
  close: 'बंद करें',
  sendLink: 'लिंक भेजें',
  loginTitle: 'लॉग इन',
  yourInvitations: 'आपके आमंत्रण',
  logInToFamily: 'अपने परिवार में लॉग इन करें',
  loginIntro: 'अपना वंश वृक्ष देखें, अपनी प्रोफ़ाइल अद्यतन रखें और जानें कि आप आपस में कैसे संबंधित हैं।',
  chooseNewPassword: 'नया पासवर्ड चुनें',
  backToLogin: 'लॉग इन पर वापस जाएँ',
  newPasswordHint: 'कम से कम 12 अक्षर; कोई आम पासवर्ड नहीं। आपके अन्य सत्रों से लॉग आउट कर दिया जाएगा।',
  savePassword: 'पासवर्ड सहेजें',
  redirectingToLogin: 'लॉग इन पर भेजा जा रहा है',
  noFamilyYet: 'आपका खाता अभी किसी परिवार का सदस्य नहीं है।',
} satisfies Translation<typeof en>;

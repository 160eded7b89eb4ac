import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'नमस्ते {firstName},',
  'invitation.subject': 'आपको {familyName} वंश वृक्ष में आमंत्रित किया गया है',
  'invitation.asMember':
    'आपको {familyName} वंश वृक्ष में अपनी प्रोफ़ाइल खुद सँभालने के लिए आमंत्रित किया गया है।',
  'invitation.asFamilyAdmin':
    'आपको {familyName} वंश वृक्ष को सँभालने में मदद के लिए परिवार प्रशासक के रूप में आमंत्रित किया गया है।',
  'invitation.asBranchAdmin':
    'आपको {familyName} वंश वृक्ष को सँभालने में मदद के लिए शाखा प्रशासक के रूप में आमंत्रित किया गया है।',
  'invitation.openToAnswer':
    'अपने मौजूदा खाते से लॉग इन करके आमंत्रण स्वीकार या अस्वीकार करने के लिए 7 दिनों के भीतर यह लिंक खोलें:',
  'invitation.openToChoosePassword': 'अपना पासवर्ड चुनने के लिए 7 दिनों के भीतर यह लिंक खोलें:',
  'passwordReset.subject': 'Family Tree का नया पासवर्ड चुनें',
  'passwordReset.asked':
    'किसी ने, उम्मीद है आपने ही, आपके Family Tree खाते के लिए नया पासवर्ड चुनने का अनुरोध किया है।',
  'passwordReset.open': 'पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें (यह केवल एक बार काम करता है):',
  'passwordReset.notYou': 'अगर यह आप नहीं थे, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  'contact.subject': '{familyName} साइट के ज़रिए {name} का संदेश',
  'contact.wrote': '{sender} ने {familyName} के संपर्क पेज के ज़रिए लिखा:',
  'contact.replyTo': 'जवाब देने के लिए {email} पर लिखें।',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'सेटिंग्स',
  onlyAdmins: 'केवल परिवार के प्रशासक ही इसकी सेटिंग्स बदल सकते हैं।',
  loadFailed: 'सेटिंग्स लोड नहीं हो सकीं। {message}',
  loading: 'सेटिंग्स लोड हो रही हैं',
  saved: 'सेटिंग्स सहेजी गईं',
  visitorDatesLabel: 'आगंतुक जीवित सदस्यों के बारे में क्या देखते हैं',
  levelFull: 'पूरी तिथियाँ',
  levelFullHelp: 'आगंतुक जीवित सदस्यों की जन्म तिथियाँ और जन्म स्थान देखते हैं।',
  levelYear: 'केवल जन्म वर्ष',
  levelYearHelp: 'आगंतुक जीवित सदस्यों का केवल जन्म वर्ष देखते हैं, पूरी तिथि और स्थान नहीं।',
  levelNames: 'केवल नाम',
  levelNamesHelp: 'आगंतुक जीवित सदस्यों की कोई तिथि या स्थान नहीं देखते।',
  alwaysShown:
    'दिवंगत सदस्य, और 100 वर्ष से भी पहले जन्मे सभी लोग, हमेशा पूरे दिखाए जाते हैं। लॉग इन किए हुए परिवार के प्रशासक सब कुछ देखते हैं।',
  membersOnlySite: 'केवल सदस्यों के लिए साइट',
  membersOnlyHelp: 'आगंतुक मुखपृष्ठ और लॉग इन देखते हैं, इसके अलावा कुछ नहीं।',
  save: 'सेटिंग्स सहेजें',
  logIn: 'लॉग इन करें',
  membersOnlyNotice: 'इस परिवार की साइट केवल इसके सदस्यों के लिए है। देखने के लिए लॉग इन करें।',
  siteLanguageLabel: 'साइट की भाषा',
  siteLanguageHelp: 'जिन आगंतुकों ने कोई भाषा नहीं चुनी है, वे साइट इसी भाषा में देखते हैं।',
  siteLanguageBrowser: 'आगंतुक के ब्राउज़र की भाषा',
} satisfies Translation<typeof en>;

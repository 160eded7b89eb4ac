import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'आयात / निर्यात',
  importHeading: 'GEDCOM फ़ाइल इंपोर्ट करें',
  importIntro: 'किसी दूसरे प्रोग्राम से पूरा वंशवृक्ष ऐसे परिवार में लाता है जिसमें अभी कोई सदस्य नहीं है।',
  exportHeading: 'GEDCOM के रूप में एक्सपोर्ट करें',
  readingFile: 'फ़ाइल पढ़ी जा रही है',
  readingName: '{name} पढ़ी जा रही है…',

  dropHere: 'GEDCOM फ़ाइल (.ged, या मीडिया सहित GEDZIP .zip/.gdz) यहाँ छोड़ें, या',
  fileLabel: 'GEDCOM फ़ाइल',
  chooseFile: 'फ़ाइल चुनें',
  dropHint: 'Gramps, webtrees, Ancestry, MyHeritage आदि से GEDCOM 5.5.1 या 7.0; अधिकतम 200 MB।',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, {program} द्वारा लिखी गई',
  fileUnknownVersion: 'अज्ञात संस्करण की GEDCOM, {encoding}',
  fileUnknownVersionBy: 'अज्ञात संस्करण की GEDCOM, {encoding}, {program} द्वारा लिखी गई',
  fileHolds: 'फ़ाइल में क्या है',
  countPersons: 'व्यक्ति',
  countFamilies: 'परिवार',
  countEvents: 'घटनाएँ',
  countNotes: 'टिप्पणियाँ',
  countSources: 'स्रोत',
  countRepositories: 'संग्रह',
  countCitations: 'उद्धरण',
  countMedia: 'मीडिया संदर्भ',
  countPlaces: 'स्थान',
  founderLabel: 'वंशवृक्ष के मूल पुरुष/स्त्री (सबसे पहले दिखाए जाएँगे)',
  founderOption: '{name} ({count, plural, one {# वंशज} other {# वंशज}})',
  warningsIntro: '{count, plural, one {# चेतावनी} other {# चेतावनियाँ}}: इनके बावजूद इंपोर्ट जारी रहता है।',
  warnings: 'चेतावनियाँ',
  importPersons: '{count, plural, one {# व्यक्ति इंपोर्ट करें} other {# व्यक्ति इंपोर्ट करें}}',
  chooseAnother: 'दूसरी फ़ाइल चुनें',

  openTree: 'वंशवृक्ष खोलें',
  imported:
    '{persons, plural, one {# व्यक्ति} other {# व्यक्ति}}, {unions, plural, one {# विवाह} other {# विवाह}} और {events, plural, one {# घटना} other {# घटनाएँ}} इंपोर्ट किए गए।',
  failedHint:
    'जिस प्रोग्राम ने फ़ाइल लिखी, उसमें फ़ाइल की वह पंक्ति ठीक करें (या हटाएँ), फिर से एक्सपोर्ट करें और नई फ़ाइल इंपोर्ट करें। परिवार में कोई बदलाव नहीं हुआ है।',
  importing: 'इंपोर्ट हो रहा है: {total, plural, one {# व्यक्ति} other {# व्यक्तियों}} में से {processed}',
  importingWithRate:
    'इंपोर्ट हो रहा है: {total, plural, one {# व्यक्ति} other {# व्यक्तियों}} में से {processed} · {rate} व्यक्ति/से॰ · {time} बाकी',
  importProgress: 'इंपोर्ट की प्रगति',
  seconds: '{seconds} से॰',
  minutesSeconds: '{minutes} मि॰ {seconds} से॰',

  exportIntro:
    'परिवार का हर व्यक्ति, विवाह, घटना और टिप्पणी, इंपोर्ट से रखी गई जानकारी सहित, एक ऐसी फ़ाइल में जिसे कोई भी वंशावली प्रोग्राम पढ़ सकता है।',
  versionLabel: 'GEDCOM संस्करण',
  version551: 'GEDCOM 5.5.1 (अधिकांश प्रोग्राम)',
  version7Zip: 'मीडिया सहित GEDCOM 7.0 (zip)',
  preparing: 'फ़ाइल तैयार हो रही है…',
  download: '{file} डाउनलोड करें',
  checkFailed: '{version} क्या छोड़ देता है, यह जाँचा नहीं जा सका: {error} डाउनलोड फिर भी काम करता है।',
  checking: 'जाँच हो रही है कि {version} में क्या-क्या आ सकता है…',
  carriesEverything: '{version} में परिवार की सारी जानकारी आ जाती है।',
  leavesOut: 'यह एक्सपोर्ट {count, plural, one {# चीज़} other {# चीज़ें}} छोड़ देता है',
  noPlace:
    '{count, plural, one {{version} में इसके लिए कोई जगह नहीं है। यह यहाँ परिवार में बनी रहती है; डाउनलोड में यह शामिल नहीं होती।} other {{version} में इनके लिए कोई जगह नहीं है। ये यहाँ परिवार में बनी रहती हैं; डाउनलोड में ये शामिल नहीं होतीं।}}',
  leftOutList: 'एक्सपोर्ट क्या छोड़ देता है',
  moreNotListed: '{count, plural, other {और # अन्य, जो सूची में नहीं हैं।}}',
  showFewer: 'कम दिखाएँ',
  showMore: '{count, plural, other {# और दिखाएँ}}',

  fromRecords: 'परिवार के अभिलेखों से',
  loadingRecords: 'परिवार के अभिलेख लोड हो रहे हैं',
  recordsLoadFailed: 'परिवार के अभिलेख लोड नहीं हो सके।',
} satisfies Translation<typeof en>;

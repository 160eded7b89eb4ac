import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'आँकड़े',
  familyStatistics: 'परिवार के आँकड़े',
  loading: 'आँकड़े लोड हो रहे हैं',
  loadFailed: 'आँकड़े लोड नहीं हो सके।',
  emptyFamily: 'वंश वृक्ष में अभी कोई व्यक्ति नहीं है, इसलिए गिनने को कुछ नहीं है।',
  counts: 'परिवार संख्याओं में',
  persons: 'व्यक्ति',
  couples: 'दंपति',
  living: 'जीवित',
  deceased: 'दिवंगत',
  birthsByDecade: 'दशक के अनुसार जन्म',
  deathsByDecade: 'दशक के अनुसार मृत्यु',
  agesAtDeath: 'मृत्यु के समय आयु',
  decade: 'दशक',
  decadeLabel: '{decade} का दशक',
  ageAxis: 'मृत्यु के समय आयु (वर्ष)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'व्यक्तियों की संख्या',
  givenNamesMale: 'सबसे आम पहले नाम (पुरुष)',
  givenNamesFemale: 'सबसे आम पहले नाम (महिला)',
  surnames: 'सबसे आम उपनाम',
  name: 'नाम',
  showTable: 'तालिका के रूप में दिखाएँ',
  showChart: 'चार्ट के रूप में दिखाएँ',
  noData: 'अभी कुछ दर्ज नहीं है।',
  birthsHidden:
    '{count, plural, one {# जीवित व्यक्ति का जन्म नहीं गिना गया} other {# जीवित व्यक्तियों के जन्म नहीं गिने गए}}: परिवार आगंतुकों को केवल नाम दिखाता है।',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'डुप्लिकेट खोजें',
  intro:
    'वंश वृक्ष के वे व्यक्ति जो संभवतः एक ही व्यक्ति हैं, सबसे संभावित पहले। किसी जोड़ी का विलय करें, या उसे डुप्लिकेट नहीं के रूप में चिह्नित करें ताकि वह फिर से प्रस्तावित न हो।',
  onlyAdmins: 'केवल परिवार व्यवस्थापक और शाखा व्यवस्थापक डुप्लिकेट खोज सकते हैं।',
  refresh: 'रीफ़्रेश करें',
  loading: 'डुप्लिकेट खोजे जा रहे हैं',
  refreshing: 'फिर से खोजा जा रहा है',
  loadFailed: 'डुप्लिकेट नहीं मिल सके: {reason}',
  empty: 'कोई संभावित डुप्लिकेट नहीं',
  pairList: 'संभावित डुप्लिकेट',
  pairCount: '{count, plural, one {# संभावित डुप्लिकेट} other {# संभावित डुप्लिकेट}}',
  pairOf: '{a} और {b}',
  score: '100 में से {score} अंक',
  reasonsOf: '{a} और {b} एक ही व्यक्ति क्यों हो सकते हैं',
  born: 'जन्म {date}',
  died: 'मृत्यु {date}',
  noDates: 'कोई तिथि नहीं',
  notDuplicate: 'डुप्लिकेट नहीं',
  notDuplicateOf: 'डुप्लिकेट नहीं: {a} और {b}',
  merge: 'विलय करें…',
  mergeOf: '{a} और {b} का विलय करें…',
  dismissed: '{a} और {b} अब डुप्लिकेट के रूप में प्रस्तावित नहीं हैं।',
  undo: 'पूर्ववत करें',
  dismissFailed: 'यह सहेजा नहीं जा सका: {reason}',
  merged: '{a} और {b} अब एक ही व्यक्ति हैं।',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'चार्ट प्रिंट करें',
  paper: 'काग़ज़',
  letter: 'लेटर (अमेरिकी)',
  poster: 'पोस्टर: चार्ट अपने असली आकार में',
  orientation: 'दिशा',
  portrait: 'खड़ा (पोर्ट्रेट)',
  landscape: 'आड़ा (लैंडस्केप)',
  pages: 'पेज',
  tile: 'कई पेजों में बाँटें',
  fit: 'एक पेज में समाएँ',
  onePage: '1 पेज',
  pageGrid: '{columns} × {rows} पेज',
  printedCount:
    '{count, plural, one {# पेज प्रिंट होगा} other {# पेज प्रिंट होंगे}}: जिन पेजों पर कुछ नहीं है, वे छोड़ दिए जाते हैं।',
  namesAt: 'नाम {size} pt में प्रिंट होंगे।',
  tooSmall: 'एक पेज पर नाम पढ़ने के लिए बहुत छोटे होंगे: चार्ट को कई पेजों में बाँटें।',
  posterSize: '{width} × {height} सेमी का एक पेज, प्रिंटिंग प्रेस के लिए।',
  pdfNote:
    'PDF फ़ाइल के लिए ब्राउज़र के प्रिंट डायलॉग में गंतव्य “PDF के रूप में सहेजें” चुनें: फ़ाइल वेक्टर में बनती है और हर आकार में साफ़ रहती है।',
  print: 'प्रिंट करें',
  cancel: 'रद्द करें',
  tileLabel: '{columns} × {rows} में से पंक्ति {row}, कॉलम {column}',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'पंक्ति {line} पर अज्ञात कैरेक्टर सेट "CHAR {value}"; {encoding} के रूप में पढ़ा गया: विशेष अक्षरों की जाँच करें',
  'import.noTrailer': 'फ़ाइल में TRLR पंक्ति नहीं है: हो सकता है कि वह अधूरी हो',
  'import.notALine': 'पंक्ति {line} GEDCOM पंक्ति नहीं है; छोड़ दी गई',
  'import.levelJump': 'पंक्ति {line} स्तर {from} से सीधे {to} पर जाती है; स्तर {as} के रूप में पढ़ी गई',

  'import.personWithoutXref': 'पंक्ति {line} के INDI रिकॉर्ड की कोई पहचान नहीं है; छोड़ दिया गया',
  'import.definedTwice': '{xref} दो बार परिभाषित है (पंक्ति {line}); दूसरा छोड़ दिया गया',
  'import.noteWithoutRecord': 'पंक्ति {line} पर NOTE {xref} किसी रिकॉर्ड की ओर इशारा नहीं करता',
  'import.unknownTagOnce': 'अज्ञात टैग {tag} रखा गया (एक बार, पहली बार पंक्ति {line} पर)',
  'import.unknownTagTimes': 'अज्ञात टैग {tag} रखा गया ({count} बार, पहली बार पंक्ति {line} पर)',
  'import.noSuchFamily':
    'पंक्ति {line} पर {tag} {value} किसी परिवार की ओर इशारा नहीं करता; अनदेखा किया गया',
  'import.noSuchPerson':
    'पंक्ति {line} पर {tag} {value} किसी व्यक्ति की ओर इशारा नहीं करता; अनदेखा किया गया',
  'import.secondFamily':
    'पंक्ति {line} पर {xref} एक दूसरे परिवार की संतान है; दूसरे पारिवारिक संबंध के रूप में रखा गया',
  'import.ownAncestorFather': '{xref} (पंक्ति {line}) अपना ही पूर्वज बन जाएगा; पिता से संबंध हटा दिया गया',
  'import.ownAncestorMother': '{xref} (पंक्ति {line}) अपना ही पूर्वज बन जाएगा; माता से संबंध हटा दिया गया',
  'import.impossibleDate': 'पंक्ति {line} पर असंभव तारीख़ "{date}"; जैसी लिखी है वैसी रखी गई',
  'import.matchNotMerged':
    '{xref} (पंक्ति {line}) को {name} के साथ मिलाया नहीं जा सका (दूसरे लिंग का माता-पिता, या अपना ही पूर्वज या वंशज); नए व्यक्ति के रूप में आयात किया गया',

  'import.failedAtLine': 'पंक्ति {line}: {problem}',

  'import.aboutCut': '{name} (पंक्ति {line}) के नोट "परिचय" की सीमा ({max} अक्षर) से लंबे हैं: छोटे किए गए',
  'import.fieldCut': '{name} (पंक्ति {line}) का "{field}" {max} अक्षरों से लंबा है: छोटा किया गया',
  'field.firstName': 'पहला नाम',
  'field.middleName': 'बीच का नाम',
  'field.lastName': 'उपनाम',
  'field.nickName': 'प्रचलित नाम',
  'field.placeOfBirth': 'जन्म स्थान',
  'field.workRole': 'पद',
  'field.workCompany': 'कंपनी',
  'field.workLocation': 'काम का स्थान',
  'field.course': 'पाठ्यक्रम',
  'field.college': 'कॉलेज या विश्वविद्यालय',
  'field.residencePlace': 'निवास स्थान',
  'field.street': 'गली',
  'field.city': 'शहर',
  'field.state': 'राज्य',
  'field.postalCode': 'पिन कोड',
  'field.lifeEventTitle': 'जीवन की घटना का शीर्षक',
  'field.lifeEventDetail': 'जीवन की घटना का विवरण',

  'export.notWrittenOne': 'GEDCOM {version} में नहीं लिखा गया (इसमें इसके लिए कोई जगह नहीं है): {what}',
  'export.notWrittenMany':
    'GEDCOM {version} में नहीं लिखा गया (इसमें इनके लिए कोई जगह नहीं है): {count} × {what}',
  'dropped.record': '{tag} रिकॉर्ड',
  'dropped.incomplete': 'अपने ज़रूरी हिस्सों के बिना {tag}',
  'dropped.under': '{parent} के नीचे {tag}',
  'dropped.second': '{parent} के नीचे दूसरा {tag}',
  'dropped.line': '{tag} {value}',
  'dropped.text': '{tag} का पाठ',
  'dropped.words': '{tag} {value} के शब्द',
  'dropped.noPointer': 'बिना पॉइंटर के {tag}',
  'dropped.rangePhrase': 'तारीख़ों की अवधि का PHRASE',

  'record.header': 'फ़ाइल का हेडर',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'व्यक्ति',
  'kind.FAM': 'परिवार',
  'kind.SOUR': 'स्रोत',
  'kind.REPO': 'संग्रह',
  'kind.NOTE': 'नोट',
  'kind.OBJE': 'मीडिया',
  'kind.SUBM': 'प्रेषक',
  'kind.SUBN': 'प्रस्तुति',
  'kind.other': '{tag} रिकॉर्ड',
} satisfies Translation<typeof en>;

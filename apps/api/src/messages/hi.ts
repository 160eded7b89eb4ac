import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
  'request.bodyTooLarge': 'अनुरोध बहुत बड़ा है।',
  'request.unsupportedMediaType': 'सर्वर इस प्रकार की सामग्री स्वीकार नहीं करता।',
  'request.emptyJsonBody': 'अनुरोध का मुख्य भाग खाली है।',
  'request.badContentLength': 'अनुरोध के मुख्य भाग का आकार उसके Content-Length से मेल नहीं खाता।',
  'request.ifMatch': 'लोड किया गया संस्करण If-Match के रूप में भेजें: "{example}"',
  'members.notFound': 'ऐसा कोई सदस्य नहीं है।',
  'members.notInFamily': 'इस परिवार में ऐसा कोई सदस्य नहीं है।',
  'members.notInFamilyField': 'इस परिवार में ऐसा कोई सदस्य नहीं है',
  'members.mayNotEdit': 'आप इस सदस्य को संपादित नहीं कर सकते।',
  'members.notSpouse': 'यह व्यक्ति इस सदस्य का जीवनसाथी नहीं है।',
  'tree.deleteOnlyLeaf': 'केवल बिना संतान और बिना जीवनसाथी वाले सदस्य को हटाया जा सकता है।',
  'tree.spouseOnlyWithoutChildren': 'जीवनसाथी को तभी हटाया जा सकता है जब सदस्य की कोई संतान न हो।',
  'tree.notOfFamily': 'यह व्यक्ति इस परिवार का हिस्सा नहीं है।',
  'tree.founderAdminOnly': 'केवल परिवार प्रशासक ही मूल पूर्वज जोड़ सकते हैं।',
  'tree.reorderOwnBranch': 'आप केवल अपनी शाखा के सदस्यों का क्रम बदल सकते हैं।',
  'tree.childOrderRange': 'भाई-बहनों में क्रम 1 से {max} के बीच होना चाहिए',
  'tree.hasFather': 'इस सदस्य के पिता पहले से दर्ज हैं।',
  'tree.hasMother': 'इस सदस्य की माँ पहले से दर्ज हैं।',
  'tree.chosenMemberMissing': 'चुना गया सदस्य मौजूद नहीं है।',
  'tree.linkOutsideBranch': 'आप अपनी शाखा के बाहर के सदस्य को नहीं जोड़ सकते।',
  'tree.otherParentSpouse': 'दूसरा अभिभावक इस सदस्य का जीवनसाथी होना चाहिए',
  'tree.otherParentRequired': 'बच्चे के दूसरे अभिभावक को चुनें',
  'tree.ownSpouse': 'कोई सदस्य अपना ही जीवनसाथी नहीं हो सकता।',
  'tree.alreadySpouses': 'ये दोनों पहले से जीवनसाथी हैं।',
  'tree.lineSpouse': 'किसी सदस्य के अपने पूर्वज या वंशज को जीवनसाथी के रूप में नहीं जोड़ा जा सकता।',
  'profiles.addressTypeOnce': 'हर प्रकार का पता केवल एक बार दें',
  'profiles.chooseState': 'देश का कोई राज्य चुनें',
  'access.inviteRefused': 'केवल परिवार प्रशासक या इस व्यक्ति के शाखा प्रशासक ही उन्हें आमंत्रित कर सकते हैं।',
  'access.uploadRefused': 'आप इस परिवार में इमेज अपलोड नहीं कर सकते।',
  'media.noSuchImage': 'ऐसी कोई इमेज नहीं है।',
  'gallery.manageRefused': 'आप इस परिवार के एल्बम प्रबंधित नहीं कर सकते।',
  'gallery.branchRefused':
    'शाखा प्रशासक केवल अपनी शाखा के व्यक्तियों के एल्बम और फ़ोटो प्रबंधित करते हैं; बाकी परिवार प्रशासक के हैं।',
  'gallery.noAlbum': 'ऐसा कोई एल्बम नहीं है।',
  'gallery.noPhoto': 'इस एल्बम में ऐसी कोई फ़ोटो नहीं है।',
  'auth.signInLinkExpired': 'इस साइन-इन लिंक की समय-सीमा खत्म हो गई है। कृपया फिर से लॉग इन करें।',
  'research.repositoryKeepsSources': 'इस भंडार में {count} स्रोत हैं। पहले उनके लिए कोई दूसरा भंडार चुनें।',
  'site.adminOnly': 'केवल परिवार प्रशासक ही वेबसाइट बदल सकते हैं।',
  'site.noMenu': 'इस परिवार में ऐसा कोई मेनू नहीं है।',
  'site.noFamily': 'ऐसा कोई परिवार नहीं है।',
  'accounts.platformAdminEmail': 'यह ईमेल किसी प्लेटफ़ॉर्म प्रशासक का है।',
  'accounts.emailTaken': 'यह ईमेल पहले से किसी दूसरे खाते में इस्तेमाल हो रहा है।',
  'branchAdmins.adminOnly': 'केवल परिवार प्रशासक ही ऐसा कर सकते हैं।',
  'branchAdmins.manageAdminOnly': 'केवल परिवार प्रशासक ही शाखा प्रशासकों को प्रबंधित कर सकते हैं।',
  'branchAdmins.chooseBranchAdmin': 'इस परिवार का कोई सक्रिय या आमंत्रित शाखा प्रशासक चुनें',
  'branchAdmins.emailExists': 'इस परिवार में इस ईमेल वाला एक शाखा प्रशासक पहले से है।',
  'branchAdmins.alreadyFamilyAdmin': 'यह व्यक्ति पहले से इस परिवार के परिवार प्रशासक हैं।',
  'branchAdmins.notFound': 'इस परिवार में ऐसा कोई शाखा प्रशासक नहीं है।',
  'branchAdmins.notAssigned': 'यह सदस्य इस शाखा प्रशासक को सौंपा नहीं गया है।',
  'platform.adminOnly': 'केवल प्लेटफ़ॉर्म प्रशासक ही ऐसा कर सकते हैं।',
  'platform.userExists': 'इस ईमेल वाला उपयोगकर्ता पहले से मौजूद है',
  'families.invalidSubdomain': 'अमान्य सब-डोमेन',
  'families.subdomainReserved': 'सब-डोमेन "{domainName}" आरक्षित है',
  'families.subdomainTaken': 'सब-डोमेन "{domainName}" पहले से लिया जा चुका है',
  'invitations.manageRefused':
    'केवल परिवार प्रशासक या उनके व्यक्ति के शाखा प्रशासक ही सदस्यों को प्रबंधित कर सकते हैं।',
  'invitations.noMemberAccount': 'इस परिवार में ऐसा कोई सदस्य खाता नहीं है।',
  'invitations.linkInvalid': 'यह आमंत्रण लिंक मान्य नहीं है।',
  'invitations.used': 'यह आमंत्रण पहले ही इस्तेमाल हो चुका है। अपने पासवर्ड से लॉग इन करें।',
  'invitations.expired': 'इस आमंत्रण की समय-सीमा खत्म हो गई है। अपने परिवार प्रशासक से नया आमंत्रण माँगें।',
  'invitations.noLongerValid': 'यह आमंत्रण अब मान्य नहीं है।',
  'history.noSuchChange': 'इस परिवार में ऐसा कोई बदलाव नहीं है।',
  'history.noSuchVersion': 'ऐसा कोई संस्करण नहीं है',
  'history.changedBy': '{who} ने बदला',
  'history.someone': 'किसी',
  'history.staleVersion':
    'आपके खोलने के बाद {who} ने {at} को इसे बदल दिया। कुछ भी सहेजा नहीं गया: उनके बदलाव देखने के लिए फिर से लोड करें।',
  'history.newerChange': 'यह बदलाव पूर्ववत नहीं किया जा सकता: {who} ने बाद में, {at} को, यही फ़ील्ड बदले।',
  'history.dependsOnLater':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: {what}, जिसे {who} ने {at} को बदला, इस पर निर्भर है। पहले उसे पूर्ववत करें।',
  'history.dependsOn': 'यह बदलाव पूर्ववत नहीं किया जा सकता: {what} इस पर निर्भर है।',
  'history.breaksRule': 'यह बदलाव पूर्ववत नहीं किया जा सकता: {rule}',
  'history.imageGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: {what} इस बीच हटा दिया गया है। कुछ भी नहीं बदला गया।',
  'history.placeParentGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: जिस स्थान में यह स्थित है, वह इस बीच हटा दिया गया है। कुछ भी नहीं बदला गया।',
  'history.placeHasChildren':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: इस स्थान के अंदर दूसरे स्थान हैं; पहले उन्हें हटाएँ। कुछ भी नहीं बदला गया।',
  'history.placeTextChanged':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: इसके द्वारा दोबारा लिखा गया स्थान का एक पाठ इस बीच बदल गया है। कुछ भी नहीं बदला गया।',
  'history.placeEditedSince':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: इसके द्वारा नाम बदला गया या मिलाया गया एक स्थान इस बीच संपादित हुआ है; पहले उस बदलाव को पूर्ववत करें। कुछ भी नहीं बदला गया।',
  'history.onlyNoteLink':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: यह अपने नोट का एकमात्र लिंक है (इसके बजाय नोट हटाएँ)। कुछ भी नहीं बदला गया।',
  'history.noteOrPersonGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: नोट या उससे जुड़ा व्यक्ति इस बीच हटा दिया गया है। कुछ भी नहीं बदला गया।',
  'history.repositoryGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: इसमें बताया गया भंडार इस बीच हटा दिया गया है। कुछ भी नहीं बदला गया।',
  'history.citedGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: स्रोत, या उद्धृत व्यक्ति या दंपति, इस बीच हटा दिया गया है। कुछ भी नहीं बदला गया।',
  'history.mediaLinkGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: मीडिया या उससे जुड़ा रिकॉर्ड इस बीच हटा दिया गया है। कुछ भी नहीं बदला गया।',
  'history.parentGone': 'यह बदलाव पूर्ववत नहीं किया जा सकता: उस व्यक्ति के पिता या माँ अब वृक्ष में नहीं हैं।',
  'history.albumPersonGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: जिस व्यक्ति के बारे में यह था, वह अब वृक्ष में नहीं है।',
  'history.branchAdminGone':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: जिस शाखा प्रशासक को यह सदस्य लौटाता है, वह अब नहीं है।',
  'history.otherMemberAccount':
    'यह बदलाव पूर्ववत नहीं किया जा सकता: उस व्यक्ति का अब एक दूसरा सदस्य खाता है।',
  'history.whatNoteLink': 'नोट का एक लिंक',
  'history.whatCitation': 'स्रोत का एक उद्धरण',
  'history.whatCitationMedia': 'उद्धरण का एक मीडिया लिंक',
  'history.whatChild': 'संतान {name}',
  'history.whatSpouse': 'उनसे जुड़ा एक जीवनसाथी',
  'history.whatImported': 'इसके द्वारा इंपोर्ट किया गया एक व्यक्ति',
  'history.whatTiedToImport': '{name}, जो इंपोर्ट किए गए एक व्यक्ति से जुड़ा है',
  'history.whatInBranch': 'इस शाखा प्रशासक की शाखा में {name}',
  'history.whatFactPlace': 'दोबारा लिखे गए एक तथ्य का स्थान',
  'history.whatPhoto': 'वापस लाई जाने वाली फ़ोटो',
  'history.whatCover': 'वापस लाई जाने वाली कवर फ़ोटो',
  'history.whatImage': 'वापस लाई जाने वाली इमेज',
  'history.whatSectionImage': 'भाग "{title}" की इमेज',
  'history.aMember': 'एक सदस्य',

  'gedcom.storesTooMuch': '{refusal} इससे लगभग {size} बाइट सहेजे जाएँगे, जो {limit} से ज़्यादा है।',
  'gedcom.serverImportLimit': 'एक इंपोर्ट के लिए इस सर्वर की सीमा (GEDCOM_IMPORT_MAX_BYTES) {max} बाइट',
  'gedcom.fileSizeLimit': 'फ़ाइल के आकार का {multiple} गुना ({max} बाइट)',
  'gedcom.decisionsNotJson':
    'निर्णय मान्य नहीं हैं: फ़ाइल के xref का एक JSON ऑब्जेक्ट भेजें, हर एक के साथ व्यक्ति की id या null।',
  'gedcom.decisionsUnknownXref':
    'फ़ाइल में कोई व्यक्ति {xref} नहीं है।',
  'gedcom.decisionsUnknownPerson':
    'व्यक्ति {id} इस परिवार का व्यक्ति नहीं है।',
  'gedcom.decisionsSamePerson':
    'फ़ाइल के {first} और {second} दोनों को एक ही व्यक्ति ({id}) से नहीं मिलाया जा सकता।',
  'gedcom.mergedSince':
    'यह आयात वापस नहीं लिया जा सकता: परिवार के जिन व्यक्तियों में इसने फ़ाइल के व्यक्तियों को मिलाया था, वे तब से बदल गए हैं। पहले बाद के बदलाव वापस लें।',
  'merge.samePerson': 'किसी व्यक्ति को स्वयं के साथ नहीं मिलाया जा सकता।',
  'merge.unknownPerson': 'इस परिवार में ऐसा कोई व्यक्ति नहीं है।',
  'merge.otherFamily': 'केवल एक ही परिवार के दो व्यक्तियों को मिलाया जा सकता है।',
  'merge.ancestor': '{name} को उनके अपने पूर्वज के साथ नहीं मिलाया जा सकता।',
  'merge.descendant': '{name} को उनके अपने वंशज के साथ नहीं मिलाया जा सकता।',
  'merge.mayNotMerge': 'आप {name} को संपादित नहीं कर सकते, इसलिए उन्हें मिला नहीं सकते।',
  'merge.chooseFather': 'दोनों व्यक्तियों के पिता अलग हैं: चुनें कि कौन रहेगा।',
  'merge.chooseMother': 'दोनों व्यक्तियों की माताएँ अलग हैं: चुनें कि कौन रहेगी।',
  'merge.fatherAndMother': 'मिलाया गया व्यक्ति कुछ बच्चों का पिता और कुछ की माता होगा।',
  'merge.parentGender':
    'मिलाया गया व्यक्ति वंशवृक्ष में माता या पिता है: उपयुक्त लिंग चुनें (पिता के लिए पुरुष, माता के लिए महिला)।',
  'merge.changedSince':
    'इस विलय को पलटा नहीं जा सकता: मिलाए गए व्यक्तियों में तब से बदलाव हुए हैं। पहले बाद के बदलाव पलटें।',
  'merge.noteHeading': '{kept} और {other} को मिलाते समय न रखे गए मान:',
  'merge.noteName': 'नाम: {value}',
  'merge.noteNickName': 'उपनाम: {value}',
  'merge.noteFamilyName': 'कुलनाम: {value}',
  'merge.noteBirth': 'जन्म: {value}',
  'merge.noteDeath': 'मृत्यु: {value}',
  'merge.noteContact': 'संपर्क: {value}',
} satisfies Translation<typeof en>;

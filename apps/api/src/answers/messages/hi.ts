import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'पीढ़ी {number}',
  'gallery.familyPhotos': 'परिवार की फ़ोटो',
  'gallery.lifeEvents': 'जीवन की घटनाएँ',
  'gallery.profilePhotos': 'प्रोफ़ाइल फ़ोटो',
  'gallery.coverPhotos': 'कवर फ़ोटो',
  'gallery.websitePages': 'वेबसाइट के पेज',
  'photo.profileOf': '{name} की प्रोफ़ाइल फ़ोटो',
  'photo.coverOf': '{name} की कवर फ़ोटो',
  'photo.lifeEventOf': '{name} के जीवन की घटना',
  'photo.galleryOf': '{name} की गैलरी फ़ोटो',
  'places.currentAddress': 'वर्तमान पता',
  'places.permanentAddress': 'स्थायी पता',
  'calendar.birthday': 'जन्मदिन: {names}',
  'calendar.weddingAnniversary': 'विवाह की वर्षगाँठ: {names}',
  'calendar.remembrance': 'स्मृति दिवस: {names}',
  'calendar.name': '{family} के कार्यक्रम',
  'calendar.nameWithoutFamily': 'पारिवारिक कार्यक्रम',
  'device.unknown': 'अज्ञात डिवाइस',
  'device.browserOnSystem': '{system} पर {browser}',
  // Hindi forms write "X का पुत्र", "X की पुत्री": the postposition follows the name, unchanged.
  'picker.sonOf': '{name} का पुत्र',
  'picker.daughterOf': '{name} की पुत्री',
  'picker.childOf': '{name} की संतान',
  'picker.husbandOf': '{name} का पति',
  'picker.wifeOf': '{name} की पत्नी',
  'picker.spouseOf': '{name} का जीवनसाथी',
  'site.sectionImageAlt': 'चित्र: {title}',
  'site.sectionImage': 'अनुभाग का चित्र',
  'newFamily.home': 'मुखपृष्ठ',
  'newFamily.page': 'पृष्ठ {number}',
  'newFamily.article': 'लेख',
  'newFamily.history': 'इतिहास',
  'newFamily.privacy': 'गोपनीयता',
  'newFamily.terms': 'शर्तें',
  'newFamily.help': 'सहायता',
  'newFamily.privacy1':
    'यह साइट परिवार के एडमिन हमारे परिवार के सदस्यों के लिए चलाते हैं। इसमें नाम, रिश्ते और वे विवरण दिखते हैं जिन्हें हर व्यक्ति या किसी एडमिन ने साझा करना चुना।',
  'newFamily.privacy2':
    'घर के पते, फ़ोन नंबर और ईमेल पते केवल परिवार और शाखा के एडमिन को दिखते हैं। अगर आप अपने बारे में कोई विवरण बदलवाना या हटवाना चाहते हैं, तो {contactUs} पृष्ठ से एडमिन को लिखें।',
  'newFamily.privacy3':
    'संपर्क फ़ॉर्म से भेजे गए संदेश ईमेल द्वारा परिवार के एडमिन तक पहुँचते हैं और प्रकाशित नहीं होते।',
  'newFamily.terms1':
    'इस साइट के लेख और फ़ोटो परिवार के और उन लोगों के हैं जिन्होंने उन्हें साझा किया। इन्हें कहीं और कॉपी करने से पहले परिवार के एडमिन से पूछें।',
  'newFamily.terms2':
    'परिवार के एडमिन कभी भी सामग्री सुधार, हटा या कहीं और रख सकते हैं। वंशावली के आँकड़ों में गलतियाँ हो सकती हैं: कोई गलती मिले तो हमें बताएँ।',
  'newFamily.help1':
    '{familyTree} सभी को पीढ़ी के अनुसार दिखाता है; किसी व्यक्ति को चुनें और उसके माता-पिता, जीवनसाथी और बच्चे देखें। {findRelation} बताता है कि दो रिश्तेदार आपस में कैसे जुड़े हैं।',
  'newFamily.help2':
    '{members} में हर व्यक्ति उसकी प्रोफ़ाइल के लिंक के साथ है। {news} में दिखता है कि एडमिन ने क्या लिखा और हाल में क्या बदला।',
  'newFamily.help3':
    'एडमिन वृक्ष, प्रोफ़ाइल और पृष्ठ बदलने के लिए "लॉग इन" बटन से लॉग इन करते हैं। कुछ और? {contactUs} का उपयोग करें।',
  'newFamily.contactUs': 'हमसे संपर्क करें',
  'newFamily.familyTree': 'वंश वृक्ष',
  'newFamily.findRelation': 'रिश्ता खोजें',
  'newFamily.members': 'सदस्य',
  'newFamily.news': 'समाचार',
} satisfies Translation<typeof en>;

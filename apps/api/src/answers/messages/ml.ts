import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'തലമുറ {number}',
  'gallery.familyPhotos': 'കുടുംബ ഫോട്ടോകൾ',
  'gallery.lifeEvents': 'ജീവിതത്തിലെ സംഭവങ്ങൾ',
  'gallery.profilePhotos': 'പ്രൊഫൈൽ ഫോട്ടോകൾ',
  'gallery.coverPhotos': 'കവർ ഫോട്ടോകൾ',
  'gallery.websitePages': 'വെബ്സൈറ്റ് പേജുകൾ',
  'photo.profileOf': '{name} എന്നയാളുടെ പ്രൊഫൈൽ ഫോട്ടോ',
  'photo.coverOf': '{name} എന്നയാളുടെ കവർ ഫോട്ടോ',
  'photo.lifeEventOf': '{name} എന്നയാളുടെ ജീവിത സംഭവം',
  'photo.galleryOf': '{name} എന്നയാളുടെ ഗാലറി ഫോട്ടോ',
  'places.currentAddress': 'നിലവിലെ വിലാസം',
  'places.permanentAddress': 'സ്ഥിര വിലാസം',
  'importMatch.sameName': 'ഒരേ പേര്',
  'importMatch.similarName': 'സമാനമായ പേര് (മറ്റൊരു അക്ഷരവിന്യാസം അല്ലെങ്കിൽ അക്ഷരത്തെറ്റ്)',
  'importMatch.nameVariant': 'പേരിന്റെ ഒരു വകഭേദം',
  'importMatch.swappedNames': 'പേരുകൾ മറ്റൊരു ക്രമത്തിൽ',
  'importMatch.sameSex': 'ഒരേ ലിംഗം',
  'importMatch.sameBirthDate': 'ഒരേ ജനനത്തീയതി',
  'importMatch.closeBirthDate': 'അടുത്തടുത്ത ജനനത്തീയതികൾ',
  'importMatch.sameBirthPlace': 'ഒരേ ജന്മസ്ഥലം',
  'importMatch.sameDeathDate': 'ഒരേ മരണത്തീയതി',
  'importMatch.closeDeathDate': 'അടുത്തടുത്ത മരണത്തീയതികൾ',
  'importMatch.sameParents': 'ഒരേ മാതാപിതാക്കൾ',
  'importMatch.sameSpouse': 'ഒരേ ജീവിതപങ്കാളി',
  'importMatch.sameChildren': 'ഒരേ മക്കൾ',
  'importMatch.differentBirthDate': 'വ്യത്യസ്ത ജനനത്തീയതികൾ',
  'importMatch.differentDeathDate': 'വ്യത്യസ്ത മരണത്തീയതികൾ',
  'importMatch.differentName': 'വ്യത്യസ്ത പേരുകൾ',
  'importMatch.differentSex': 'വ്യത്യസ്ത ലിംഗം',
  'calendar.birthday': 'ജന്മദിനം: {names}',
  'calendar.weddingAnniversary': 'വിവാഹ വാർഷികം: {names}',
  'calendar.remembrance': 'ഓർമദിനം: {names}',
  'calendar.name': '{family}: പരിപാടികൾ',
  'calendar.nameWithoutFamily': 'കുടുംബ പരിപാടികൾ',
  'device.unknown': 'അജ്ഞാത ഉപകരണം',
  'device.browserOnSystem': '{browser} ({system})',
  // Malayalam would inflect the name ("ജോസഫിന്റെ"): "എന്നയാളുടെ" takes the case ending and
  // the name stays as written, as the web's catalogs write "{name} എന്നയാളുടെ".
  'picker.sonOf': '{name} എന്നയാളുടെ മകൻ',
  'picker.daughterOf': '{name} എന്നയാളുടെ മകൾ',
  'picker.childOf': '{name} എന്നയാളുടെ കുട്ടി',
  'picker.husbandOf': '{name} എന്നയാളുടെ ഭർത്താവ്',
  'picker.wifeOf': '{name} എന്നയാളുടെ ഭാര്യ',
  'picker.spouseOf': '{name} എന്നയാളുടെ ജീവിതപങ്കാളി',
  'site.sectionImageAlt': 'ചിത്രം: {title}',
  'site.sectionImage': 'വിഭാഗത്തിന്റെ ചിത്രം',
  'newFamily.home': 'ഹോം',
  'newFamily.page': 'പേജ് {number}',
  'newFamily.article': 'ലേഖനം',
  'newFamily.history': 'ചരിത്രം',
  'newFamily.privacy': 'സ്വകാര്യത',
  'newFamily.terms': 'നിബന്ധനകൾ',
  'newFamily.help': 'സഹായം',
  'newFamily.privacy1':
    'നമ്മുടെ കുടുംബാംഗങ്ങൾക്കായി കുടുംബ അഡ്മിൻമാരാണ് ഈ സൈറ്റ് പരിപാലിക്കുന്നത്. ഓരോ വ്യക്തിയോ ഒരു അഡ്മിനോ പങ്കിടാൻ തീരുമാനിച്ച പേരുകളും ബന്ധങ്ങളും വിവരങ്ങളും ഇതിൽ കാണാം.',
  'newFamily.privacy2':
    'വീട്ടുവിലാസങ്ങളും ഫോൺ നമ്പറുകളും ഇമെയിൽ വിലാസങ്ങളും കുടുംബ, ശാഖാ അഡ്മിൻമാർക്ക് മാത്രമേ കാണാനാകൂ. നിങ്ങളെക്കുറിച്ചുള്ള ഒരു വിവരം മാറ്റുകയോ നീക്കുകയോ ചെയ്യണമെങ്കിൽ {contactUs} പേജിലൂടെ അഡ്മിൻമാർക്ക് എഴുതുക.',
  'newFamily.privacy3':
    'കോൺടാക്റ്റ് ഫോമിലൂടെ അയയ്ക്കുന്ന സന്ദേശങ്ങൾ ഇമെയിലായി കുടുംബ അഡ്മിൻമാർക്ക് എത്തും; അവ പ്രസിദ്ധീകരിക്കില്ല.',
  'newFamily.terms1':
    'ഈ സൈറ്റിലെ എഴുത്തുകളും ഫോട്ടോകളും കുടുംബത്തിന്റെയും അവ പങ്കിട്ടവരുടെയും സ്വന്തമാണ്. മറ്റെവിടെയെങ്കിലും പകർത്തുന്നതിന് മുമ്പ് കുടുംബ അഡ്മിൻമാരോട് ചോദിക്കുക.',
  'newFamily.terms2':
    'കുടുംബ അഡ്മിൻമാർക്ക് ഏത് സമയത്തും ഉള്ളടക്കം തിരുത്താനോ മാറ്റാനോ നീക്കാനോ കഴിയും. വംശാവലി വിവരങ്ങളിൽ തെറ്റുകൾ ഉണ്ടാകാം: ഒന്ന് കണ്ടാൽ ഞങ്ങളെ അറിയിക്കുക.',
  'newFamily.help1':
    '{familyTree} എല്ലാവരെയും തലമുറ തിരിച്ച് കാണിക്കുന്നു; ഒരാളെ തിരഞ്ഞെടുത്താൽ അവരുടെ മാതാപിതാക്കളെയും ജീവിതപങ്കാളികളെയും മക്കളെയും കാണാം. രണ്ട് ബന്ധുക്കൾ തമ്മിൽ എങ്ങനെ ബന്ധപ്പെട്ടിരിക്കുന്നു എന്ന് {findRelation} പറയുന്നു.',
  'newFamily.help2':
    '{members} ഓരോ വ്യക്തിയെയും അവരുടെ പ്രൊഫൈലിലേക്കുള്ള ലിങ്കോടെ പട്ടികപ്പെടുത്തുന്നു. അഡ്മിൻമാർ എഴുതിയതും അടുത്തിടെ മാറിയതും {news} കാണിക്കുന്നു.',
  'newFamily.help3':
    'വൃക്ഷവും പ്രൊഫൈലുകളും പേജുകളും തിരുത്താൻ അഡ്മിൻമാർ "ലോഗിൻ" ബട്ടണിലൂടെ ലോഗിൻ ചെയ്യുന്നു. മറ്റെന്തെങ്കിലും? {contactUs} ഉപയോഗിക്കുക.',
  'newFamily.contactUs': 'ഞങ്ങളെ ബന്ധപ്പെടുക',
  'newFamily.familyTree': 'കുടുംബവൃക്ഷം',
  'newFamily.findRelation': 'ബന്ധം കണ്ടെത്തുക',
  'newFamily.members': 'അംഗങ്ങൾ',
  'newFamily.news': 'വാർത്തകൾ',
} satisfies Translation<typeof en>;

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
} satisfies Translation<typeof en>;

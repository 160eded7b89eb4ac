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
} satisfies Translation<typeof en>;

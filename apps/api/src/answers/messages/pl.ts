import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Pokolenie {number}',
  'gallery.familyPhotos': 'Zdjęcia rodzinne',
  'gallery.lifeEvents': 'Wydarzenia z życia',
  'gallery.profilePhotos': 'Zdjęcia profilowe',
  'gallery.coverPhotos': 'Zdjęcia w tle',
  'gallery.websitePages': 'Strony witryny',
  'photo.profileOf': 'Zdjęcie profilowe: {name}',
  'photo.coverOf': 'Zdjęcie w tle: {name}',
  'photo.lifeEventOf': 'Wydarzenie z życia: {name}',
  'photo.galleryOf': 'Zdjęcie z galerii: {name}',
  'places.currentAddress': 'Obecny adres',
  'places.permanentAddress': 'Adres stały',
  'calendar.birthday': 'Urodziny: {names}',
  'calendar.weddingAnniversary': 'Rocznica ślubu: {names}',
  'calendar.remembrance': 'Dzień pamięci: {names}',
  'calendar.name': '{family}: wydarzenia',
  'calendar.nameWithoutFamily': 'Wydarzenia rodzinne',
  'device.unknown': 'Nieznane urządzenie',
  'device.browserOnSystem': '{browser} ({system})',
  // Polish would put the name in the genitive ("syn Jana"): "osoby" takes the case, the name
  // stays as written, the usual way of Polish software.
  'picker.sonOf': 'Syn osoby {name}',
  'picker.daughterOf': 'Córka osoby {name}',
  'picker.childOf': 'Dziecko osoby {name}',
  'picker.husbandOf': 'Mąż osoby {name}',
  'picker.wifeOf': 'Żona osoby {name}',
  'picker.spouseOf': 'Małżonek osoby {name}',
  'site.sectionImageAlt': 'Obraz: {title}',
  'site.sectionImage': 'Obraz sekcji',
} satisfies Translation<typeof en>;

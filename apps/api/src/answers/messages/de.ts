import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Generation {number}',
  'gallery.familyPhotos': 'Familienfotos',
  'gallery.lifeEvents': 'Lebensereignisse',
  'gallery.profilePhotos': 'Profilfotos',
  'gallery.coverPhotos': 'Titelbilder',
  'gallery.websitePages': 'Webseiten',
  'photo.profileOf': 'Profilfoto von {name}',
  'photo.coverOf': 'Titelbild von {name}',
  'photo.lifeEventOf': 'Lebensereignis von {name}',
  'photo.galleryOf': 'Galeriefoto von {name}',
  'places.currentAddress': 'Aktuelle Adresse',
  'places.permanentAddress': 'Ständige Adresse',
  'calendar.birthday': 'Geburtstag: {names}',
  'calendar.weddingAnniversary': 'Hochzeitstag: {names}',
  'calendar.remembrance': 'Gedenktag: {names}',
  'calendar.name': '{family}: Termine',
  'calendar.nameWithoutFamily': 'Familientermine',
  'device.unknown': 'Unbekanntes Gerät',
  'device.browserOnSystem': '{browser} unter {system}',
  // The picker's line as German forms write it: short, the name unchanged after "von".
  'picker.sonOf': 'Sohn von {name}',
  'picker.daughterOf': 'Tochter von {name}',
  'picker.childOf': 'Kind von {name}',
  'picker.husbandOf': 'Ehemann von {name}',
  'picker.wifeOf': 'Ehefrau von {name}',
  'picker.spouseOf': 'Ehepartner von {name}',
  'site.sectionImageAlt': 'Bild: {title}',
  'site.sectionImage': 'Bild des Abschnitts',
} satisfies Translation<typeof en>;

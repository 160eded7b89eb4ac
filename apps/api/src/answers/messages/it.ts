import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Generazione {number}',
  'gallery.familyPhotos': 'Foto di famiglia',
  'gallery.lifeEvents': 'Eventi della vita',
  'gallery.profilePhotos': 'Foto del profilo',
  'gallery.coverPhotos': 'Foto di copertina',
  'gallery.websitePages': 'Pagine del sito',
  'photo.profileOf': 'Foto del profilo di {name}',
  'photo.coverOf': 'Foto di copertina di {name}',
  'photo.lifeEventOf': 'Evento della vita di {name}',
  'photo.galleryOf': 'Foto della galleria di {name}',
  'places.currentAddress': 'Indirizzo attuale',
  'places.permanentAddress': 'Indirizzo permanente',
  'calendar.birthday': 'Compleanno: {names}',
  'calendar.weddingAnniversary': 'Anniversario di matrimonio: {names}',
  'calendar.remembrance': 'Giorno del ricordo: {names}',
  'calendar.name': '{family}: eventi',
  'calendar.nameWithoutFamily': 'Eventi di famiglia',
  'device.unknown': 'Dispositivo sconosciuto',
  'device.browserOnSystem': '{browser} su {system}',
  // As Italian forms write it; "Figlio/a" for a person of unknown gender.
  'picker.sonOf': 'Figlio di {name}',
  'picker.daughterOf': 'Figlia di {name}',
  'picker.childOf': 'Figlio/a di {name}',
  'picker.husbandOf': 'Marito di {name}',
  'picker.wifeOf': 'Moglie di {name}',
  'picker.spouseOf': 'Coniuge di {name}',
  'site.sectionImageAlt': 'Immagine: {title}',
  'site.sectionImage': 'Immagine della sezione',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Generatie {number}',
  'gallery.familyPhotos': 'Familiefoto’s',
  'gallery.lifeEvents': 'Levensgebeurtenissen',
  'gallery.profilePhotos': 'Profielfoto’s',
  'gallery.coverPhotos': 'Omslagfoto’s',
  'gallery.websitePages': 'Websitepagina’s',
  'photo.profileOf': 'Profielfoto van {name}',
  'photo.coverOf': 'Omslagfoto van {name}',
  'photo.lifeEventOf': 'Levensgebeurtenis van {name}',
  'photo.galleryOf': 'Galerijfoto van {name}',
  'places.currentAddress': 'Huidig adres',
  'places.permanentAddress': 'Vast adres',
  'calendar.birthday': 'Verjaardag: {names}',
  'calendar.weddingAnniversary': 'Trouwdag: {names}',
  'calendar.remembrance': 'Herdenkingsdag: {names}',
  'calendar.name': '{family}: evenementen',
  'calendar.nameWithoutFamily': 'Familie-evenementen',
  'device.unknown': 'Onbekend apparaat',
  'device.browserOnSystem': '{browser} op {system}',
  // As Dutch forms write it: "Zoon van", "Dochter van".
  'picker.sonOf': 'Zoon van {name}',
  'picker.daughterOf': 'Dochter van {name}',
  'picker.childOf': 'Kind van {name}',
  'picker.husbandOf': 'Echtgenoot van {name}',
  'picker.wifeOf': 'Echtgenote van {name}',
  'picker.spouseOf': 'Partner van {name}',
  'site.sectionImageAlt': 'Afbeelding: {title}',
  'site.sectionImage': 'Afbeelding van de sectie',
} satisfies Translation<typeof en>;

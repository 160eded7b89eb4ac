import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Génération {number}',
  'gallery.familyPhotos': 'Photos de famille',
  'gallery.lifeEvents': 'Événements de la vie',
  'gallery.profilePhotos': 'Photos de profil',
  'gallery.coverPhotos': 'Photos de couverture',
  'gallery.websitePages': 'Pages du site',
  'photo.profileOf': 'Photo de profil de {name}',
  'photo.coverOf': 'Photo de couverture de {name}',
  'photo.lifeEventOf': 'Événement de vie de {name}',
  'photo.galleryOf': 'Photo de galerie de {name}',
  'places.currentAddress': 'Adresse actuelle',
  'places.permanentAddress': 'Adresse permanente',
  'calendar.birthday': 'Anniversaire : {names}',
  'calendar.weddingAnniversary': 'Anniversaire de mariage : {names}',
  'calendar.remembrance': 'Jour du souvenir : {names}',
  'calendar.name': '{family} : événements',
  'calendar.nameWithoutFamily': 'Événements familiaux',
  'device.unknown': 'Appareil inconnu',
  'device.browserOnSystem': '{browser} sur {system}',
  // "Fils de", "Fille de" as French records write them: "de" stays whole before a name.
  'picker.sonOf': 'Fils de {name}',
  'picker.daughterOf': 'Fille de {name}',
  'picker.childOf': 'Enfant de {name}',
  'picker.husbandOf': 'Époux de {name}',
  'picker.wifeOf': 'Épouse de {name}',
  'picker.spouseOf': 'Conjoint de {name}',
  'site.sectionImageAlt': 'Image : {title}',
  'site.sectionImage': 'Image de la section',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Generación {number}',
  'gallery.familyPhotos': 'Fotos de familia',
  'gallery.lifeEvents': 'Acontecimientos de la vida',
  'gallery.profilePhotos': 'Fotos de perfil',
  'gallery.coverPhotos': 'Fotos de portada',
  'gallery.websitePages': 'Páginas del sitio',
  'photo.profileOf': 'Foto de perfil de {name}',
  'photo.coverOf': 'Foto de portada de {name}',
  'photo.lifeEventOf': 'Acontecimiento vital de {name}',
  'photo.galleryOf': 'Foto de la galería de {name}',
  'places.currentAddress': 'Dirección actual',
  'places.permanentAddress': 'Dirección permanente',
  'calendar.birthday': 'Cumpleaños: {names}',
  'calendar.weddingAnniversary': 'Aniversario de boda: {names}',
  'calendar.remembrance': 'Día de recuerdo: {names}',
  'calendar.name': '{family}: eventos',
  'calendar.nameWithoutFamily': 'Eventos familiares',
  'device.unknown': 'Dispositivo desconocido',
  'device.browserOnSystem': '{browser} en {system}',
  // As Spanish forms write it; "Hijo/a" for a person of unknown gender.
  'picker.sonOf': 'Hijo de {name}',
  'picker.daughterOf': 'Hija de {name}',
  'picker.childOf': 'Hijo/a de {name}',
  'picker.husbandOf': 'Esposo de {name}',
  'picker.wifeOf': 'Esposa de {name}',
  'picker.spouseOf': 'Cónyuge de {name}',
  'site.sectionImageAlt': 'Imagen: {title}',
  'site.sectionImage': 'Imagen de la sección',
} satisfies Translation<typeof en>;

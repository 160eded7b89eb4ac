import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Geração {number}',
  'gallery.familyPhotos': 'Fotos da família',
  'gallery.lifeEvents': 'Eventos da vida',
  'gallery.profilePhotos': 'Fotos do perfil',
  'gallery.coverPhotos': 'Fotos de capa',
  'gallery.websitePages': 'Páginas do site',
  'photo.profileOf': 'Foto do perfil de {name}',
  'photo.coverOf': 'Foto de capa de {name}',
  'photo.lifeEventOf': 'Evento da vida de {name}',
  'photo.galleryOf': 'Foto da galeria de {name}',
  'places.currentAddress': 'Endereço atual',
  'places.permanentAddress': 'Endereço permanente',
  'calendar.birthday': 'Aniversário: {names}',
  'calendar.weddingAnniversary': 'Aniversário de casamento: {names}',
  'calendar.remembrance': 'Dia de lembrança: {names}',
  'calendar.name': '{family}: eventos',
  'calendar.nameWithoutFamily': 'Eventos da família',
  'device.unknown': 'Dispositivo desconhecido',
  'device.browserOnSystem': '{browser} no {system}',
  // As Portuguese forms write it; "Filho(a)" for a person of unknown gender.
  'picker.sonOf': 'Filho de {name}',
  'picker.daughterOf': 'Filha de {name}',
  'picker.childOf': 'Filho(a) de {name}',
  'picker.husbandOf': 'Marido de {name}',
  'picker.wifeOf': 'Esposa de {name}',
  'picker.spouseOf': 'Cônjuge de {name}',
  'site.sectionImageAlt': 'Imagem: {title}',
  'site.sectionImage': 'Imagem da seção',
} satisfies Translation<typeof en>;

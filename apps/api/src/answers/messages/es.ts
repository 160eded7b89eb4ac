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
  'newFamily.home': 'Inicio',
  'newFamily.page': 'Página {number}',
  'newFamily.article': 'Artículo',
  'newFamily.history': 'Historia',
  'newFamily.privacy': 'Privacidad',
  'newFamily.terms': 'Condiciones',
  'newFamily.help': 'Ayuda',
  'newFamily.privacy1':
    'Los administradores de la familia mantienen este sitio para los miembros de nuestra familia. Muestra los nombres, los parentescos y los datos que cada persona o un administrador decidió compartir.',
  'newFamily.privacy2':
    'Las direcciones postales, los teléfonos y los correos electrónicos solo los ven los administradores de la familia y de las ramas. Si quiere que se cambie o se elimine un dato sobre usted, escriba a los administradores desde la página {contactUs}.',
  'newFamily.privacy3':
    'Los mensajes enviados con el formulario de contacto llegan a los administradores de la familia por correo electrónico y no se publican.',
  'newFamily.terms1':
    'Los textos y las fotos de este sitio pertenecen a la familia y a las personas que los compartieron. Pregunte a los administradores de la familia antes de copiarlos en otro lugar.',
  'newFamily.terms2':
    'Los administradores de la familia pueden corregir, mover o eliminar contenido en cualquier momento. Los datos genealógicos pueden contener errores: avísenos cuando encuentre uno.',
  'newFamily.help1':
    '{familyTree} muestra a todos por generación; elija una persona para ver sus padres, cónyuges e hijos. {findRelation} indica cómo están emparentados dos familiares.',
  'newFamily.help2':
    '{members} lista a cada persona con un enlace a su perfil. {news} muestra lo que escribieron los administradores y lo que cambió últimamente.',
  'newFamily.help3':
    'Los administradores inician sesión con el botón «Iniciar sesión» para editar el árbol, los perfiles y las páginas. ¿Algo más? Use {contactUs}.',
  'newFamily.contactUs': 'Contáctenos',
  'newFamily.familyTree': 'Árbol genealógico',
  'newFamily.findRelation': 'Buscar parentesco',
  'newFamily.members': 'Miembros',
  'newFamily.news': 'Noticias',
} satisfies Translation<typeof en>;

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
  'newFamily.home': 'Accueil',
  'newFamily.page': 'Page {number}',
  'newFamily.article': 'Article',
  'newFamily.history': 'Histoire',
  'newFamily.privacy': 'Confidentialité',
  'newFamily.terms': 'Conditions',
  'newFamily.help': 'Aide',
  'newFamily.privacy1':
    'Ce site est tenu par les administrateurs de la famille pour les membres de notre famille. Il montre les noms, les liens de parenté et les détails que chaque personne ou un administrateur a choisi de partager.',
  'newFamily.privacy2':
    'Les adresses postales, numéros de téléphone et adresses e-mail ne sont visibles que par les administrateurs de la famille et des branches. Pour faire modifier ou supprimer un détail vous concernant, écrivez aux administrateurs depuis la page {contactUs}.',
  'newFamily.privacy3':
    'Les messages envoyés par le formulaire de contact parviennent aux administrateurs de la famille par e-mail et ne sont pas publiés.',
  'newFamily.terms1':
    'Les textes et les photos de ce site appartiennent à la famille et aux personnes qui les ont partagés. Demandez aux administrateurs de la famille avant de les copier ailleurs.',
  'newFamily.terms2':
    'Les administrateurs de la famille peuvent corriger, déplacer ou supprimer du contenu à tout moment. Les données généalogiques peuvent contenir des erreurs : signalez-nous celles que vous trouvez.',
  'newFamily.help1':
    '{familyTree} montre chacun par génération ; choisissez une personne pour voir ses parents, ses conjoints et ses enfants. {findRelation} indique comment deux proches sont liés.',
  'newFamily.help2':
    '{members} liste chaque personne avec un lien vers son profil. {news} montre ce que les administrateurs ont écrit et ce qui a changé récemment.',
  'newFamily.help3':
    'Les administrateurs se connectent avec le bouton « Connexion » pour modifier l’arbre, les profils et les pages. Autre chose ? Utilisez {contactUs}.',
  'newFamily.contactUs': 'Nous contacter',
  'newFamily.familyTree': 'Arbre généalogique',
  'newFamily.findRelation': 'Trouver un lien de parenté',
  'newFamily.members': 'Membres',
  'newFamily.news': 'Actualités',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'Actualités',
  writePost: 'Écrire un article',
  loadingNews: 'Chargement des actualités',
  loadFailed: 'Impossible de charger les actualités.',
  noNews: 'Il n’y a pas encore d’actualités.',
  loadingMore: 'Chargement…',
  showOlder: 'Afficher les actualités plus anciennes',
  deleteConfirm: 'Voulez-vous vraiment supprimer cet article ?',
  postImage: 'Image : {title}',
  editPost: 'Modifier {title}',
  deletePost: 'Supprimer {title}',
  edit: 'Modifier',
  delete: 'Supprimer',
  photosUploaded:
    '{count, plural, one {# photo a été ajoutée.} other {# photos ont été ajoutées.}}',
  openGallery: 'Ouvrir la galerie de photos',
  pagePublished: 'La page {page} a été publiée.',
  personsAdded:
    '{count, plural, one {# personne a été ajoutée à l’arbre : {names}.} other {# personnes ont été ajoutées à l’arbre : {names}.}}',
  andMore: '{names} et {count, plural, one {# autre} other {# autres}}',
  editNewsPost: 'Modifier l’article',
  writeNewsPost: 'Écrire un article d’actualité',
  cancel: 'Annuler',
  save: 'Enregistrer',
  publishPost: 'Publier l’article',
  title: 'Titre',
  postText: 'Texte de l’article',
  titleRequired: 'Le titre est obligatoire',
  titleTooLong: 'Le titre doit comporter au maximum {max} caractères',
  deletedMeanwhile:
    'Cet article a été supprimé après que vous l’avez ouvert. Rien n’a été enregistré.',
} satisfies Translation<typeof en>;

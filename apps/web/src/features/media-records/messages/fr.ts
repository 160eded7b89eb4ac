import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  media: 'Médias',
  mediaOf: 'Médias de {name}',
  noPersonMedia: 'Aucune photo ni aucun document de {name} pour l’instant.',
  noSourceMedia: 'Aucune photo ni aucun document de cette source pour l’instant.',
  noMarriageMedia: 'Aucune photo ni aucun document du mariage pour l’instant.',
  loadingMedia: 'Chargement des médias',
  mediaLoadFailed: 'Les médias n’ont pas pu être chargés. {error}',
  addMedia: 'Ajouter un média',
  addMediaForMarriage: 'Ajouter un média au mariage',
  addMediaTo: 'Ajouter un média à {name}',
  linkExisting: 'Lier un média existant',
  linkExistingForMarriage: 'Lier un média existant au mariage',
  uploadPhotoOrPdf: 'Téléverser une photo ou un PDF',

  open: 'Ouvrir {title}',
  openPdf: 'Ouvrir {title} (PDF, nouvel onglet)',
  originProfile: 'Photo de profil',
  originCover: 'Photo de couverture',
  originLifeEvent: 'Événement de vie',
  originGallery: 'Galerie',
  edit: 'Modifier',
  editItem: 'Modifier {title}',
  unlink: 'Délier',
  unlinkItem: 'Délier {title}',
  unlinkItemFrom: 'Délier {title} de {name}',
  delete: 'Supprimer',
  deleteItem: 'Supprimer {title}',
  deleteQuestion: 'Supprimer ce média ?',
  unlinkQuestion: 'Délier ce média de {name} ?',
  unlinkDetail:
    '{title} reste dans les médias de la famille et partout ailleurs où il est affiché.',

  editMedia: 'Modifier le média',
  save: 'Enregistrer',
  upload: 'Téléverser',
  imageOrPdfFile: 'Fichier image ou PDF',
  title: 'Titre',
  titleHelp: 'Vide : le nom du fichier',
  date: 'Date',
  dateHelp: 'p. ex. 12 MAR 1950, ABT 1920, BET 1900 AND 1910',
  description: 'Description',

  cancel: 'Annuler',
  link: 'Lier',
  linkIntro:
    'Choisissez une photo ou un document de la famille à afficher aussi avec {name}. Il reste là où il est déjà affiché.',
  citationSubject: 'la citation {name}',
  familyMediaLoadFailed: 'Les médias de la famille n’ont pas pu être chargés. {error}',
  noMediaWithTitle: 'Aucun média avec ce titre',
  noOtherMedia: 'Aucun autre média dans la famille pour l’instant',
  searchByTitle: 'Rechercher par titre',
  choosePhotoOrDocument: 'Choisissez une photo ou un document',
  kindPdf: 'PDF',
  kindImage: 'Image',

  fileRequired: 'Choisissez un fichier image ou PDF',
  onlyImagesAndPdf: 'Seuls les images (JPEG, PNG, GIF, WebP) et les documents PDF sont acceptés',
  documentTooLarge: 'Un document ne peut pas dépasser 10 Mo',
  titleRequired: 'Donnez un titre au média',
  titleTooLong: 'Le titre peut compter au plus {max} caractères',
  descriptionTooLong: 'La description peut compter au plus {max} caractères',
  badDate:
    'Écrivez une date GEDCOM comme 12 MAR 1950, ABT 1920, BET 1900 AND 1910, ou (une expression)',
  oneSubject:
    'Liez le média à une seule personne, un couple, une source, un événement ou une citation',
  onlyEditors:
    'Seul un administrateur de la famille, ou l’administrateur de branche des personnes qu’il montre, peut ajouter et modifier des médias.',
  onlyFamilyAdminShared:
    'Seul un administrateur de la famille peut modifier des médias liés à des personnes hors de votre branche, à des couples ou à des sources.',
  onlyEditorsCitation:
    'Seul un administrateur de la famille, ou l’administrateur de branche de la personne ou du couple cité, peut ajouter des médias à une citation.',
  mediaNotFound: 'Ce média n’existe pas dans cette famille.',
  linkNotFound: 'Ce lien de ce média n’existe pas.',
  subjectNotFound:
    'Cette personne, ce couple, cette source ou cet événement n’existe pas dans cette famille.',
  citationNotFound: 'Cette citation n’existe pas dans cette famille.',
  alreadyLinked: 'Le média est déjà lié à cet enregistrement',
} satisfies Translation<typeof en>;

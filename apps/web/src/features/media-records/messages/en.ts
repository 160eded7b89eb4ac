/**
 * The media records' texts (issue 30): the Media tab and sections, the grid, the citations'
 * thumbnails and the add, edit, link and unlink dialogs. The refusals of the shared media rules
 * (mediaMessages) are here too, with the same English, so that the dialogs show them in the
 * language (logic/media-text.ts). No plurals: the namespace needs no ICU formatter in English.
 */
export default {
  media: 'Media',
  mediaOf: 'Media of {name}',
  noPersonMedia: 'No photos or documents of {name} yet.',
  noSourceMedia: 'No photos or documents of this source yet.',
  noMarriageMedia: 'No photos or documents of the marriage yet.',
  loadingMedia: 'Loading media',
  mediaLoadFailed: 'The media could not be loaded. {error}',
  addMedia: 'Add media',
  addMediaForMarriage: 'Add media for the marriage',
  addMediaTo: 'Add media to {name}',
  linkExisting: 'Link existing media',
  linkExistingForMarriage: 'Link existing media for the marriage',
  uploadPhotoOrPdf: 'Upload a photo or PDF',

  open: 'Open {title}',
  openPdf: 'Open {title} (PDF, new tab)',
  originProfile: 'Profile photo',
  originCover: 'Cover photo',
  originLifeEvent: 'Life event',
  originGallery: 'Gallery',
  edit: 'Edit',
  editItem: 'Edit {title}',
  unlink: 'Unlink',
  unlinkItem: 'Unlink {title}',
  unlinkItemFrom: 'Unlink {title} from {name}',
  delete: 'Delete',
  deleteItem: 'Delete {title}',
  deleteQuestion: 'Delete this media?',
  unlinkQuestion: 'Unlink this media from {name}?',
  unlinkDetail: "{title} stays in the family''s media and wherever else it is shown.",

  editMedia: 'Edit media',
  save: 'Save',
  upload: 'Upload',
  imageOrPdfFile: 'Image or PDF file',
  title: 'Title',
  titleHelp: 'Empty: the file’s name',
  date: 'Date',
  dateHelp: 'e.g. 12 MAR 1950, ABT 1920, BET 1900 AND 1910',
  description: 'Description',

  cancel: 'Cancel',
  link: 'Link',
  /** `name` is a person's name, a couple ("Anna and Sam Person") or citationSubject. */
  linkIntro:
    "Choose one of the family''s photos or documents to show with {name} too. It stays where it is already shown.",
  citationSubject: 'the citation {name}',
  familyMediaLoadFailed: "The family''s media could not be loaded. {error}",
  noMediaWithTitle: 'No media with this title',
  noOtherMedia: 'No other media in the family yet',
  searchByTitle: 'Search by title',
  choosePhotoOrDocument: 'Choose a photo or document',
  kindPdf: 'PDF',
  kindImage: 'Image',

  // The shared media rules' refusals (mediaMessages), the same English.
  fileRequired: 'Choose an image or a PDF file',
  onlyImagesAndPdf: 'Only images (JPEG, PNG, GIF, WebP) and PDF documents are allowed',
  documentTooLarge: 'Max document size is 10 MB',
  titleRequired: 'Give the media a title',
  titleTooLong: 'The title can have at most {max} characters',
  descriptionTooLong: 'The description can have at most {max} characters',
  badDate: 'Write a GEDCOM date such as 12 MAR 1950, ABT 1920, BET 1900 AND 1910, or (a phrase)',
  oneSubject: 'Link the media to one person, couple, source, event or citation',
  onlyEditors:
    'Only a family admin, or the branch admin of the persons it shows, can add and edit media.',
  onlyFamilyAdminShared:
    'Only a family admin can edit media linked to persons outside your branch, couples or sources.',
  onlyEditorsCitation:
    'Only a family admin, or the branch admin of the person or couple it cites, can add media to a citation.',
  mediaNotFound: 'No such media in this family.',
  linkNotFound: 'No such link of this media.',
  subjectNotFound: 'No such person, couple, source or event in this family.',
  citationNotFound: 'No such citation in this family.',
  alreadyLinked: 'The media is already linked to this record',
} as const;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  media: 'Media',
  mediaOf: 'Media van {name}',
  noPersonMedia: 'Nog geen foto’s of documenten van {name}.',
  noSourceMedia: 'Nog geen foto’s of documenten van deze bron.',
  noMarriageMedia: 'Nog geen foto’s of documenten van het huwelijk.',
  loadingMedia: 'Media laden',
  mediaLoadFailed: 'De media konden niet worden geladen. {error}',
  addMedia: 'Media toevoegen',
  addMediaForMarriage: 'Media toevoegen aan het huwelijk',
  addMediaTo: 'Media toevoegen aan {name}',
  linkExisting: 'Bestaande media koppelen',
  linkExistingForMarriage: 'Bestaande media aan het huwelijk koppelen',
  uploadPhotoOrPdf: 'Een foto of pdf uploaden',

  open: '{title} openen',
  openPdf: '{title} openen (pdf, nieuw tabblad)',
  originProfile: 'Profielfoto',
  originCover: 'Omslagfoto',
  originLifeEvent: 'Levensgebeurtenis',
  originGallery: 'Galerij',
  edit: 'Bewerken',
  editItem: '{title} bewerken',
  unlink: 'Ontkoppelen',
  unlinkItem: '{title} ontkoppelen',
  unlinkItemFrom: '{title} ontkoppelen van {name}',
  delete: 'Verwijderen',
  deleteItem: '{title} verwijderen',
  deleteQuestion: 'Dit media-item verwijderen?',
  unlinkQuestion: 'Dit media-item ontkoppelen van {name}?',
  unlinkDetail:
    '{title} blijft in de media van de familie en overal waar het verder wordt getoond.',

  editMedia: 'Media bewerken',
  save: 'Opslaan',
  upload: 'Uploaden',
  imageOrPdfFile: 'Afbeelding of pdf-bestand',
  title: 'Titel',
  titleHelp: 'Leeg: de naam van het bestand',
  date: 'Datum',
  dateHelp: 'bijv. 12 MAR 1950, ABT 1920, BET 1900 AND 1910',
  description: 'Beschrijving',

  cancel: 'Annuleren',
  link: 'Koppelen',
  linkIntro:
    'Kies een van de foto’s of documenten van de familie om ook bij {name} te tonen. Het blijft waar het al wordt getoond.',
  citationSubject: 'het citaat {name}',
  familyMediaLoadFailed: 'De media van de familie konden niet worden geladen. {error}',
  noMediaWithTitle: 'Geen media met deze titel',
  noOtherMedia: 'Nog geen andere media in de familie',
  searchByTitle: 'Zoeken op titel',
  choosePhotoOrDocument: 'Kies een foto of document',
  kindPdf: 'PDF',
  kindImage: 'Afbeelding',

  fileRequired: 'Kies een afbeelding of een pdf-bestand',
  onlyImagesAndPdf: 'Alleen afbeeldingen (JPEG, PNG, GIF, WebP) en pdf-documenten zijn toegestaan',
  documentTooLarge: 'Een document mag maximaal 10 MB groot zijn',
  titleRequired: 'Geef het media-item een titel',
  titleTooLong: 'De titel mag maximaal {max} tekens hebben',
  descriptionTooLong: 'De beschrijving mag maximaal {max} tekens hebben',
  badDate:
    'Schrijf een GEDCOM-datum zoals 12 MAR 1950, ABT 1920, BET 1900 AND 1910, of (een omschrijving)',
  oneSubject: 'Koppel het media-item aan één persoon, paar, bron, gebeurtenis of citaat',
  onlyEditors:
    'Alleen een familiebeheerder, of de takbeheerder van de personen die het toont, kan media toevoegen en bewerken.',
  onlyFamilyAdminShared:
    'Alleen een familiebeheerder kan media bewerken die gekoppeld zijn aan personen buiten uw tak, aan paren of aan bronnen.',
  onlyEditorsCitation:
    'Alleen een familiebeheerder, of de takbeheerder van de persoon of het paar dat het citeert, kan media aan een citaat toevoegen.',
  mediaNotFound: 'Dit media-item bestaat niet in deze familie.',
  linkNotFound: 'Deze koppeling van dit media-item bestaat niet.',
  subjectNotFound:
    'Deze persoon, dit paar, deze bron of deze gebeurtenis bestaat niet in deze familie.',
  citationNotFound: 'Dit citaat bestaat niet in deze familie.',
  alreadyLinked: 'Het media-item is al aan dit gegeven gekoppeld',
} satisfies Translation<typeof en>;

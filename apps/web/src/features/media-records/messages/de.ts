import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  media: 'Medien',
  mediaOf: 'Medien von {name}',
  noPersonMedia: 'Noch keine Fotos oder Dokumente von {name}.',
  noSourceMedia: 'Noch keine Fotos oder Dokumente dieser Quelle.',
  noMarriageMedia: 'Noch keine Fotos oder Dokumente der Ehe.',
  loadingMedia: 'Medien werden geladen',
  mediaLoadFailed: 'Die Medien konnten nicht geladen werden. {error}',
  addMedia: 'Medien hinzufügen',
  addMediaForMarriage: 'Medien zur Ehe hinzufügen',
  addMediaTo: 'Medien zu {name} hinzufügen',
  linkExisting: 'Vorhandene Medien verknüpfen',
  linkExistingForMarriage: 'Vorhandene Medien mit der Ehe verknüpfen',
  uploadPhotoOrPdf: 'Foto oder PDF hochladen',

  open: '{title} öffnen',
  openPdf: '{title} öffnen (PDF, neuer Tab)',
  originProfile: 'Profilfoto',
  originCover: 'Titelbild',
  originLifeEvent: 'Lebensereignis',
  originGallery: 'Galerie',
  edit: 'Bearbeiten',
  editItem: '{title} bearbeiten',
  unlink: 'Verknüpfung lösen',
  unlinkItem: 'Verknüpfung von {title} lösen',
  unlinkItemFrom: 'Verknüpfung von {title} mit {name} lösen',
  delete: 'Löschen',
  deleteItem: '{title} löschen',
  deleteQuestion: 'Dieses Medienobjekt löschen?',
  unlinkQuestion: 'Verknüpfung dieses Medienobjekts mit {name} lösen?',
  unlinkDetail: '{title} bleibt in den Medien der Familie und überall sonst, wo es gezeigt wird.',

  editMedia: 'Medienobjekt bearbeiten',
  save: 'Speichern',
  upload: 'Hochladen',
  imageOrPdfFile: 'Bild- oder PDF-Datei',
  title: 'Titel',
  titleHelp: 'Leer: der Name der Datei',
  date: 'Datum',
  dateHelp: 'z. B. 12 MAR 1950, ABT 1920, BET 1900 AND 1910',
  description: 'Beschreibung',

  cancel: 'Abbrechen',
  link: 'Verknüpfen',
  linkIntro:
    'Wählen Sie eines der Fotos oder Dokumente der Familie, das auch bei {name} gezeigt werden soll. Es bleibt dort, wo es schon gezeigt wird.',
  citationSubject: 'der Fundstelle {name}',
  familyMediaLoadFailed: 'Die Medien der Familie konnten nicht geladen werden. {error}',
  noMediaWithTitle: 'Keine Medien mit diesem Titel',
  noOtherMedia: 'Noch keine anderen Medien in der Familie',
  searchByTitle: 'Nach Titel suchen',
  choosePhotoOrDocument: 'Wählen Sie ein Foto oder Dokument',
  kindPdf: 'PDF',
  kindImage: 'Bild',

  fileRequired: 'Wählen Sie eine Bild- oder PDF-Datei',
  onlyImagesAndPdf: 'Nur Bilder (JPEG, PNG, GIF, WebP) und PDF-Dokumente sind erlaubt',
  documentTooLarge: 'Ein Dokument darf höchstens 10 MB groß sein',
  titleRequired: 'Geben Sie dem Medienobjekt einen Titel',
  titleTooLong: 'Der Titel darf höchstens {max} Zeichen haben',
  descriptionTooLong: 'Die Beschreibung darf höchstens {max} Zeichen haben',
  badDate:
    'Schreiben Sie ein GEDCOM-Datum wie 12 MAR 1950, ABT 1920, BET 1900 AND 1910 oder (eine Umschreibung)',
  oneSubject:
    'Verknüpfen Sie das Medienobjekt mit genau einer Person, einem Paar, einer Quelle, einem Ereignis oder einer Fundstelle',
  onlyEditors:
    'Nur ein Familienverwalter oder der Zweigverwalter der gezeigten Personen kann Medien hinzufügen und bearbeiten.',
  onlyFamilyAdminShared:
    'Nur ein Familienverwalter kann Medien bearbeiten, die mit Personen außerhalb Ihres Zweigs, mit Paaren oder mit Quellen verknüpft sind.',
  onlyEditorsCitation:
    'Nur ein Familienverwalter oder der Zweigverwalter der zitierten Person bzw. des Paares kann einer Fundstelle Medien hinzufügen.',
  mediaNotFound: 'Dieses Medienobjekt gibt es in dieser Familie nicht.',
  linkNotFound: 'Diese Verknüpfung des Medienobjekts gibt es nicht.',
  subjectNotFound:
    'Diese Person, dieses Paar, diese Quelle oder dieses Ereignis gibt es in dieser Familie nicht.',
  citationNotFound: 'Diese Fundstelle gibt es in dieser Familie nicht.',
  alreadyLinked: 'Das Medienobjekt ist bereits mit diesem Eintrag verknüpft',
} satisfies Translation<typeof en>;

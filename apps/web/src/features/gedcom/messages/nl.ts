import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'Importeren / Exporteren',
  importHeading: 'Een GEDCOM-bestand importeren',
  importIntro:
    'Haalt een hele stamboom uit een ander programma binnen, in een familie die nog geen leden heeft.',
  exportHeading: 'Exporteren als GEDCOM',
  readingFile: 'Het bestand wordt gelezen',
  readingName: '{name} wordt gelezen…',

  dropHere: 'Zet hier een GEDCOM-bestand neer (.ged, of een GEDZIP .zip/.gdz met zijn media), of',
  fileLabel: 'GEDCOM-bestand',
  chooseFile: 'Kies een bestand',
  dropHint:
    'GEDCOM 5.5.1 of 7.0 uit Gramps, webtrees, Ancestry, MyHeritage en andere; maximaal 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, geschreven door {program}',
  fileUnknownVersion: 'GEDCOM van onbekende versie, {encoding}',
  fileUnknownVersionBy: 'GEDCOM van onbekende versie, {encoding}, geschreven door {program}',
  fileHolds: 'Wat het bestand bevat',
  countPersons: 'Personen',
  countFamilies: 'Gezinnen',
  countEvents: 'Gebeurtenissen',
  countNotes: 'Notities',
  countSources: 'Bronnen',
  countRepositories: 'Bibliotheken',
  countCitations: 'Citaten',
  countMedia: 'Mediaverwijzingen',
  countPlaces: 'Plaatsen',
  founderLabel: 'Stamvader of stammoeder van de boom (eerst getoond)',
  founderOption: '{name} ({count, plural, one {# afstammeling} other {# afstammelingen}})',
  warningsIntro:
    '{count, plural, one {# waarschuwing} other {# waarschuwingen}}: de import gaat toch door.',
  warnings: 'Waarschuwingen',
  importPersons: '{count, plural, one {# persoon importeren} other {# personen importeren}}',
  chooseAnother: 'Een ander bestand kiezen',

  openTree: 'De stamboom openen',
  imported:
    '{persons, plural, one {# persoon} other {# personen}}, {unions, plural, one {# huwelijk} other {# huwelijken}} en {events, plural, one {# gebeurtenis} other {# gebeurtenissen}} geïmporteerd.',
  failedHint:
    'Corrigeer die regel van het bestand (of verwijder hem) in het programma dat het schreef, exporteer opnieuw en importeer het nieuwe bestand. De familie is ongewijzigd.',
  importing: 'Importeren: {processed} van {total, plural, one {# persoon} other {# personen}}',
  importingWithRate:
    'Importeren: {processed} van {total, plural, one {# persoon} other {# personen}} · {rate} personen/s · nog {time}',
  importProgress: 'Voortgang van de import',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Elke persoon, elk huwelijk, elke gebeurtenis en elke notitie van de familie, met wat van een import bewaard is, als bestand dat elk genealogieprogramma kan lezen.',
  versionLabel: 'GEDCOM-versie',
  version551: 'GEDCOM 5.5.1 (de meeste programma’s)',
  version7Zip: 'GEDCOM 7.0 met media (zip)',
  preparing: 'Het bestand wordt voorbereid…',
  download: '{file} downloaden',
  checkFailed: 'Kon niet controleren wat {version} weglaat: {error} De download werkt toch.',
  checking: 'Controleren wat {version} kan bevatten…',
  carriesEverything: '{version} kan alles bevatten wat de familie heeft.',
  leavesOut: 'Deze export laat {count, plural, one {# gegeven} other {# gegevens}} weg',
  noPlace:
    '{count, plural, one {{version} heeft er geen plaats voor. Het blijft hier in de familie; de download laat het weg.} other {{version} heeft er geen plaats voor. Ze blijven hier in de familie; de download laat ze weg.}}',
  leftOutList: 'Wat de export weglaat',
  moreNotListed: '{count, plural, other {En nog #, niet opgesomd.}}',
  showFewer: 'Minder tonen',
  showMore: '{count, plural, other {Nog # tonen}}',

  fromRecords: 'Uit de familiearchieven',
  loadingRecords: 'De familiearchieven worden geladen',
  recordsLoadFailed: 'De familiearchieven konden niet worden geladen.',
} satisfies Translation<typeof en>;

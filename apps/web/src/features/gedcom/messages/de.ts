import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'Import / Export',
  importHeading: 'Eine GEDCOM-Datei importieren',
  importIntro:
    'Übernimmt einen ganzen Stammbaum aus einem anderen Programm. Hat die Familie schon Personen, werden die Personen der Datei zuerst ihnen zugeordnet.',
  exportHeading: 'Als GEDCOM exportieren',
  readingFile: 'Die Datei wird gelesen',
  readingName: '{name} wird gelesen…',

  dropHere:
    'Legen Sie eine GEDCOM-Datei (.ged oder ein GEDZIP .zip/.gdz mit seinen Medien) hier ab, oder',
  fileLabel: 'GEDCOM-Datei',
  chooseFile: 'Datei auswählen',
  dropHint:
    'GEDCOM 5.5.1 oder 7.0 aus Gramps, webtrees, Ancestry, MyHeritage und anderen; höchstens 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, geschrieben von {program}',
  fileUnknownVersion: 'GEDCOM unbekannter Version, {encoding}',
  fileUnknownVersionBy: 'GEDCOM unbekannter Version, {encoding}, geschrieben von {program}',
  fileHolds: 'Was die Datei enthält',
  countPersons: 'Personen',
  countFamilies: 'Familien',
  countEvents: 'Ereignisse',
  countNotes: 'Notizen',
  countSources: 'Quellen',
  countRepositories: 'Aufbewahrungsorte',
  countCitations: 'Fundstellen',
  countMedia: 'Medienverweise',
  countPlaces: 'Orte',
  founderLabel: 'Stammvater oder Stammmutter des Baums (zuerst gezeigt)',
  founderOption: '{name} ({count, plural, one {# Nachkomme} other {# Nachkommen}})',
  warningsIntro:
    '{count, plural, one {# Warnung} other {# Warnungen}}: Der Import läuft trotzdem weiter.',
  warnings: 'Warnungen',
  importPersons: '{count, plural, one {# Person importieren} other {# Personen importieren}}',
  chooseAnother: 'Andere Datei auswählen',
  matchesHeading: 'Personen, die schon in der Familie sind',
  matchesIntro:
    'Diese Personen der Datei sehen wie Personen der Familie aus. Eine angenommene Übereinstimmung wird zusammengeführt: Die Familie behält ihre Angaben, die Datei ergänzt, was fehlt, und bringt ihre Fakten, Quellen und Notizen mit; eine abweichende Angabe wird in einer Notiz aufbewahrt.',
  newPersons: 'Neue Personen, hinzugefügt: {count}',
  matchesList: 'Übereinstimmungen',
  matchOf: '{file} und {family}',
  fileSide: 'In der Datei',
  familySide: 'In der Familie',
  matchScore: 'Punktzahl {score}',
  acceptMatch: '{file} mit {family} zusammenführen',
  reasonsLabel: 'Warum',
  reasonPoints: '{text}: {points}',
  conflictsLabel: 'Abweichend',
  conflictLine: '{field}: {file} in der Datei, {family} in der Familie',
  fieldDateOfBirth: 'Geburtsdatum',
  fieldDateOfDeath: 'Sterbedatum',
  fieldPlaceOfBirth: 'Geburtsort',
  fieldGender: 'Geschlecht',
  thresholdLabel: 'Annehmen ab Punktzahl',
  acceptAbove: 'Alle ab {score} annehmen',
  rejectAll: 'Alle ablehnen',
  acceptedCount: 'Angenommen: {accepted} von {total}',
  importedInto: 'Mit der Familie zusammengeführt: {matched}. Hinzugefügt: {added}.',
  bornDied: '{born} – {died}',
  born: 'geb. {date}',
  died: 'gest. {date}',

  openTree: 'Stammbaum öffnen',
  imported:
    '{persons, plural, one {# Person} other {# Personen}}, {unions, plural, one {# Ehe} other {# Ehen}} und {events, plural, one {# Ereignis} other {# Ereignisse}} importiert.',
  failedHint:
    'Korrigieren Sie diese Zeile der Datei (oder entfernen Sie sie) in dem Programm, das sie geschrieben hat, exportieren Sie erneut und importieren Sie die neue Datei. Die Familie ist unverändert.',
  importing: 'Import: {processed} von {total, plural, one {# Person} other {# Personen}}',
  importingWithRate:
    'Import: {processed} von {total, plural, one {# Person} other {# Personen}} · {rate} Personen/s · noch {time}',
  importProgress: 'Fortschritt des Imports',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Jede Person, Ehe, jedes Ereignis und jede Notiz der Familie, mit dem, was von einem Import erhalten blieb, als Datei, die jedes Genealogieprogramm lesen kann.',
  versionLabel: 'GEDCOM-Version',
  version551: 'GEDCOM 5.5.1 (die meisten Programme)',
  version7Zip: 'GEDCOM 7.0 mit Medien (zip)',
  preparing: 'Die Datei wird vorbereitet…',
  download: '{file} herunterladen',
  checkFailed:
    'Es konnte nicht geprüft werden, was {version} auslässt: {error} Der Download funktioniert trotzdem.',
  checking: 'Es wird geprüft, was {version} aufnehmen kann…',
  carriesEverything: '{version} kann alles aufnehmen, was die Familie enthält.',
  leavesOut: 'Dieser Export lässt {count, plural, one {# Angabe} other {# Angaben}} aus',
  noPlace:
    '{count, plural, one {{version} hat keinen Platz dafür. Sie bleibt hier in der Familie; der Download lässt sie aus.} other {{version} hat keinen Platz dafür. Sie bleiben hier in der Familie; der Download lässt sie aus.}}',
  leftOutList: 'Was der Export auslässt',
  moreNotListed: '{count, plural, other {Und # weitere, nicht aufgeführt.}}',
  showFewer: 'Weniger zeigen',
  showMore: '{count, plural, other {# weitere zeigen}}',

  fromRecords: 'Aus den Familienunterlagen',
  loadingRecords: 'Die Familienunterlagen werden geladen',
  recordsLoadFailed: 'Die Familienunterlagen konnten nicht geladen werden.',
} satisfies Translation<typeof en>;

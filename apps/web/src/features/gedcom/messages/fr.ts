import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'Import / Export',
  importHeading: 'Importer un fichier GEDCOM',
  importIntro:
    "Importe un arbre entier depuis un autre programme. Dans une famille qui a déjà des personnes, celles du fichier leur sont d''abord associées.",
  exportHeading: 'Exporter en GEDCOM',
  readingFile: 'Lecture du fichier',
  readingName: 'Lecture de {name}…',

  dropHere: 'Déposez ici un fichier GEDCOM (.ged, ou un GEDZIP .zip/.gdz avec ses médias), ou',
  fileLabel: 'Fichier GEDCOM',
  chooseFile: 'Choisir un fichier',
  dropHint:
    'GEDCOM 5.5.1 ou 7.0 issu de Gramps, webtrees, Ancestry, MyHeritage et d’autres ; 200 Mo au plus.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, écrit par {program}',
  fileUnknownVersion: 'GEDCOM de version inconnue, {encoding}',
  fileUnknownVersionBy: 'GEDCOM de version inconnue, {encoding}, écrit par {program}',
  fileHolds: 'Contenu du fichier',
  countPersons: 'Personnes',
  countFamilies: 'Familles',
  countEvents: 'Événements',
  countNotes: 'Notes',
  countSources: 'Sources',
  countRepositories: 'Dépôts',
  countCitations: 'Citations',
  countMedia: 'Références de médias',
  countPlaces: 'Lieux',
  founderLabel: 'Fondateur de l’arbre (affiché en premier)',
  founderOption: '{name} ({count, plural, one {# descendant} other {# descendants}})',
  warningsIntro:
    '{count, plural, one {# avertissement} other {# avertissements}} : l’import continue malgré tout.',
  warnings: 'Avertissements',
  importPersons: '{count, plural, one {Importer # personne} other {Importer # personnes}}',
  chooseAnother: 'Choisir un autre fichier',
  matchesHeading: 'Personnes déjà dans la famille',
  matchesIntro:
    'Ces personnes du fichier ressemblent à des personnes de la famille. Une correspondance acceptée est fusionnée : la famille garde ses valeurs, le fichier complète ce qui manque et apporte ses faits, sources et notes, et une valeur différente est conservée dans une note.',
  newPersons: 'Nouvelles personnes, ajoutées : {count}',
  matchesList: 'Correspondances',
  matchOf: '{file} et {family}',
  fileSide: 'Dans le fichier',
  familySide: 'Dans la famille',
  matchScore: 'Score {score}',
  acceptMatch: 'Fusionner {file} avec {family}',
  reasonsLabel: 'Pourquoi',
  reasonPoints: '{text} : {points}',
  conflictsLabel: 'Diffère',
  conflictLine: '{field} : {file} dans le fichier, {family} dans la famille',
  fieldDateOfBirth: 'Date de naissance',
  fieldDateOfDeath: 'Date de décès',
  fieldPlaceOfBirth: 'Lieu de naissance',
  fieldGender: 'Sexe',
  thresholdLabel: 'Accepter à partir du score',
  acceptAbove: 'Tout accepter à partir de {score}',
  rejectAll: 'Tout refuser',
  acceptedCount: 'Acceptées : {accepted} sur {total}',
  importedInto: 'Fusionnées avec la famille : {matched}. Ajoutées : {added}.',
  bornDied: '{born} – {died}',
  born: 'né(e) {date}',
  died: 'décédé(e) {date}',

  openTree: 'Ouvrir l’arbre généalogique',
  imported:
    'Import terminé : {persons, plural, one {# personne} other {# personnes}}, {unions, plural, one {# mariage} other {# mariages}} et {events, plural, one {# événement} other {# événements}}.',
  failedHint:
    'Corrigez cette ligne du fichier (ou supprimez-la) dans le logiciel qui l’a écrit, exportez de nouveau et importez le nouveau fichier. La famille n’a pas changé.',
  importing: 'Import : {processed} sur {total, plural, one {# personne} other {# personnes}}',
  importingWithRate:
    'Import : {processed} sur {total, plural, one {# personne} other {# personnes}} · {rate} personnes/s · encore {time}',
  importProgress: 'Progression de l’import',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Chaque personne, mariage, événement et note de la famille, avec ce qui a été conservé d’un import, dans un fichier que tout logiciel de généalogie sait lire.',
  versionLabel: 'Version GEDCOM',
  version551: 'GEDCOM 5.5.1 (la plupart des logiciels)',
  version7Zip: 'GEDCOM 7.0 avec médias (zip)',
  preparing: 'Préparation du fichier…',
  download: 'Télécharger {file}',
  checkFailed:
    'Impossible de vérifier ce que {version} laisse de côté : {error} Le téléchargement fonctionne quand même.',
  checking: 'Vérification de ce que {version} peut contenir…',
  carriesEverything: '{version} peut contenir tout ce que la famille contient.',
  leavesOut: 'Cet export laisse de côté {count, plural, one {# élément} other {# éléments}}',
  noPlace:
    '{count, plural, one {{version} n’a pas de place pour lui. Il reste ici dans la famille ; le téléchargement le laisse de côté.} other {{version} n’a pas de place pour eux. Ils restent ici dans la famille ; le téléchargement les laisse de côté.}}',
  leftOutList: 'Ce que l’export laisse de côté',
  moreNotListed: '{count, plural, one {Et # autre, non listé.} other {Et # autres, non listés.}}',
  showFewer: 'Afficher moins',
  showMore: '{count, plural, one {Afficher # de plus} other {Afficher # de plus}}',

  fromRecords: 'D’après les archives de la famille',
  loadingRecords: 'Chargement des archives de la famille',
  recordsLoadFailed: 'Les archives de la famille n’ont pas pu être chargées.',
} satisfies Translation<typeof en>;

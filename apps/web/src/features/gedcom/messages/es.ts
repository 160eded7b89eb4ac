import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'Importar / Exportar',
  importHeading: 'Importar un archivo GEDCOM',
  importIntro:
    'Trae un árbol entero desde otro programa. En una familia que ya tiene personas, las del archivo se asocian primero con ellas.',
  exportHeading: 'Exportar como GEDCOM',
  readingFile: 'Leyendo el archivo',
  readingName: 'Leyendo {name}…',

  dropHere:
    'Suelte aquí un archivo GEDCOM (.ged, o un GEDZIP .zip/.gdz con sus archivos multimedia), o',
  fileLabel: 'Archivo GEDCOM',
  chooseFile: 'Elegir un archivo',
  dropHint:
    'GEDCOM 5.5.1 o 7.0 de Gramps, webtrees, Ancestry, MyHeritage y otros; como máximo 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, escrito por {program}',
  fileUnknownVersion: 'GEDCOM de versión desconocida, {encoding}',
  fileUnknownVersionBy: 'GEDCOM de versión desconocida, {encoding}, escrito por {program}',
  fileHolds: 'Lo que contiene el archivo',
  countPersons: 'Personas',
  countFamilies: 'Familias',
  countEvents: 'Eventos',
  countNotes: 'Notas',
  countSources: 'Fuentes',
  countRepositories: 'Repositorios',
  countCitations: 'Citas',
  countMedia: 'Referencias multimedia',
  countPlaces: 'Lugares',
  founderLabel: 'Fundador del árbol (se muestra primero)',
  founderOption: '{name} ({count, plural, one {# descendiente} other {# descendientes}})',
  warningsIntro:
    '{count, plural, one {# advertencia} other {# advertencias}}: la importación continúa a pesar de ellas.',
  warnings: 'Advertencias',
  importPersons: '{count, plural, one {Importar # persona} other {Importar # personas}}',
  chooseAnother: 'Elegir otro archivo',
  matchesHeading: 'Personas que ya están en la familia',
  matchesIntro:
    'Estas personas del archivo parecen personas de la familia. Una coincidencia aceptada se fusiona: la familia conserva sus valores, el archivo completa lo que falta y aporta sus hechos, fuentes y notas, y un valor distinto se guarda en una nota.',
  newPersons: 'Personas nuevas, añadidas: {count}',
  matchesList: 'Coincidencias',
  matchOf: '{file} y {family}',
  fileSide: 'En el archivo',
  familySide: 'En la familia',
  matchScore: 'Puntuación {score}',
  acceptMatch: 'Fusionar {file} con {family}',
  reasonsLabel: 'Por qué',
  reasonPoints: '{text}: {points}',
  conflictsLabel: 'Difiere',
  conflictLine: '{field}: {file} en el archivo, {family} en la familia',
  fieldDateOfBirth: 'Fecha de nacimiento',
  fieldDateOfDeath: 'Fecha de defunción',
  fieldPlaceOfBirth: 'Lugar de nacimiento',
  fieldGender: 'Sexo',
  thresholdLabel: 'Aceptar desde la puntuación',
  acceptAbove: 'Aceptar todas desde {score}',
  rejectAll: 'Rechazar todas',
  acceptedCount: 'Aceptadas: {accepted} de {total}',
  importedInto: 'Fusionadas con la familia: {matched}. Añadidas: {added}.',
  bornDied: '{born} – {died}',
  born: 'n. {date}',
  died: 'm. {date}',

  openTree: 'Abrir el árbol genealógico',
  imported:
    'Se importaron {persons, plural, one {# persona} other {# personas}}, {unions, plural, one {# matrimonio} other {# matrimonios}} y {events, plural, one {# evento} other {# eventos}}.',
  failedHint:
    'Corrija esa línea del archivo (o elimínela) en el programa que lo escribió, exporte de nuevo e importe el archivo nuevo. La familia no ha cambiado.',
  importing: 'Importando: {processed} de {total, plural, one {# persona} other {# personas}}',
  importingWithRate:
    'Importando: {processed} de {total, plural, one {# persona} other {# personas}} · {rate} personas/s · faltan {time}',
  importProgress: 'Progreso de la importación',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Cada persona, matrimonio, evento y nota de la familia, con lo que se conservó de una importación, en un archivo que cualquier programa de genealogía puede leer.',
  versionLabel: 'Versión de GEDCOM',
  version551: 'GEDCOM 5.5.1 (la mayoría de los programas)',
  version7Zip: 'GEDCOM 7.0 con multimedia (zip)',
  preparing: 'Preparando el archivo…',
  download: 'Descargar {file}',
  checkFailed:
    'No se pudo comprobar qué deja fuera {version}: {error} La descarga funciona igualmente.',
  checking: 'Comprobando qué puede contener {version}…',
  carriesEverything: '{version} puede contener todo lo que tiene la familia.',
  leavesOut: 'Esta exportación deja fuera {count, plural, one {# elemento} other {# elementos}}',
  noPlace:
    '{count, plural, one {{version} no tiene lugar para él. Sigue aquí en la familia; la descarga lo deja fuera.} other {{version} no tiene lugar para ellos. Siguen aquí en la familia; la descarga los deja fuera.}}',
  leftOutList: 'Lo que la exportación deja fuera',
  moreNotListed: '{count, plural, one {Y # más, sin listar.} other {Y # más, sin listar.}}',
  showFewer: 'Mostrar menos',
  showMore: '{count, plural, one {Mostrar # más} other {Mostrar # más}}',

  fromRecords: 'De los registros de la familia',
  loadingRecords: 'Cargando los registros de la familia',
  recordsLoadFailed: 'No se pudieron cargar los registros de la familia.',
} satisfies Translation<typeof en>;

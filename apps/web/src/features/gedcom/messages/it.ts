import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'Importa / Esporta',
  importHeading: 'Importa un file GEDCOM',
  importIntro:
    'Porta un intero albero da un altro programma. In una famiglia che ha già persone, quelle del file vengono prima abbinate a esse.',
  exportHeading: 'Esporta come GEDCOM',
  readingFile: 'Lettura del file',
  readingName: 'Lettura di {name}…',

  dropHere:
    'Trascina qui un file GEDCOM (.ged, o un GEDZIP .zip/.gdz con i suoi file multimediali), oppure',
  fileLabel: 'File GEDCOM',
  chooseFile: 'Scegli un file',
  dropHint:
    'GEDCOM 5.5.1 o 7.0 da Gramps, webtrees, Ancestry, MyHeritage e altri; al massimo 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, scritto da {program}',
  fileUnknownVersion: 'GEDCOM di versione sconosciuta, {encoding}',
  fileUnknownVersionBy: 'GEDCOM di versione sconosciuta, {encoding}, scritto da {program}',
  fileHolds: 'Cosa contiene il file',
  countPersons: 'Persone',
  countFamilies: 'Famiglie',
  countEvents: 'Eventi',
  countNotes: 'Note',
  countSources: 'Fonti',
  countRepositories: 'Depositi',
  countCitations: 'Citazioni',
  countMedia: 'Riferimenti multimediali',
  countPlaces: 'Luoghi',
  founderLabel: 'Capostipite dell’albero (mostrato per primo)',
  founderOption: '{name} ({count, plural, one {# discendente} other {# discendenti}})',
  warningsIntro:
    '{count, plural, one {# avviso} other {# avvisi}}: l’importazione prosegue comunque.',
  warnings: 'Avvisi',
  importPersons: '{count, plural, one {Importa # persona} other {Importa # persone}}',
  chooseAnother: 'Scegli un altro file',
  matchesHeading: 'Persone già presenti nella famiglia',
  matchesIntro:
    'Queste persone del file somigliano a persone della famiglia. Una corrispondenza accettata viene unita: la famiglia mantiene i suoi valori, il file completa ciò che manca e porta i suoi fatti, fonti e note, e un valore diverso viene conservato in una nota.',
  newPersons: 'Persone nuove, aggiunte: {count}',
  matchesList: 'Corrispondenze',
  matchOf: '{file} e {family}',
  fileSide: 'Nel file',
  familySide: 'Nella famiglia',
  matchScore: 'Punteggio {score}',
  acceptMatch: 'Unisci {file} a {family}',
  reasonsLabel: 'Perché',
  reasonPoints: '{text}: {points}',
  conflictsLabel: 'Differisce',
  conflictLine: '{field}: {file} nel file, {family} nella famiglia',
  fieldDateOfBirth: 'Data di nascita',
  fieldDateOfDeath: 'Data di morte',
  fieldPlaceOfBirth: 'Luogo di nascita',
  fieldGender: 'Sesso',
  thresholdLabel: 'Accetta dal punteggio',
  acceptAbove: 'Accetta tutte da {score}',
  rejectAll: 'Rifiuta tutte',
  acceptedCount: 'Accettate: {accepted} su {total}',
  importedInto: 'Unite alla famiglia: {matched}. Aggiunte: {added}.',
  bornDied: '{born} – {died}',
  born: 'n. {date}',
  died: 'm. {date}',

  openTree: 'Apri l’albero genealogico',
  imported:
    'Importati {persons, plural, one {# persona} other {# persone}}, {unions, plural, one {# matrimonio} other {# matrimoni}} e {events, plural, one {# evento} other {# eventi}}.',
  failedHint:
    'Correggi quella riga del file (o rimuovila) nel programma che lo ha scritto, esporta di nuovo e importa il nuovo file. La famiglia non è cambiata.',
  importing: 'Importazione: {processed} di {total, plural, one {# persona} other {# persone}}',
  importingWithRate:
    'Importazione: {processed} di {total, plural, one {# persona} other {# persone}} · {rate} persone/s · {time} rimanenti',
  importProgress: 'Avanzamento dell’importazione',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Ogni persona, matrimonio, evento e nota della famiglia, con ciò che è stato conservato da un’importazione, in un file che qualsiasi programma di genealogia può leggere.',
  versionLabel: 'Versione GEDCOM',
  version551: 'GEDCOM 5.5.1 (la maggior parte dei programmi)',
  version7Zip: 'GEDCOM 7.0 con file multimediali (zip)',
  preparing: 'Preparazione del file…',
  download: 'Scarica {file}',
  checkFailed:
    'Impossibile verificare cosa lascia fuori {version}: {error} Il download funziona comunque.',
  checking: 'Verifica di cosa può contenere {version}…',
  carriesEverything: '{version} può contenere tutto ciò che la famiglia contiene.',
  leavesOut:
    'Questa esportazione lascia fuori {count, plural, one {# elemento} other {# elementi}}',
  noPlace:
    '{count, plural, one {{version} non ha posto per esso. Resta qui nella famiglia; il download lo lascia fuori.} other {{version} non ha posto per essi. Restano qui nella famiglia; il download li lascia fuori.}}',
  leftOutList: 'Cosa lascia fuori l’esportazione',
  moreNotListed: '{count, plural, one {E # altro, non elencato.} other {E altri #, non elencati.}}',
  showFewer: 'Mostra meno',
  showMore: '{count, plural, one {Mostra # altro} other {Mostra altri #}}',

  fromRecords: 'Dai documenti della famiglia',
  loadingRecords: 'Caricamento dei documenti della famiglia',
  recordsLoadFailed: 'Impossibile caricare i documenti della famiglia.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'Import / Eksport',
  importHeading: 'Importuj plik GEDCOM',
  importIntro:
    'Przenosi całe drzewo z innego programu. W rodzinie, która ma już osoby, osoby z pliku są najpierw do nich dopasowywane.',
  exportHeading: 'Eksportuj jako GEDCOM',
  readingFile: 'Odczytywanie pliku',
  readingName: 'Odczytywanie {name}…',

  dropHere: 'Upuść tutaj plik GEDCOM (.ged albo GEDZIP .zip/.gdz z multimediami) lub',
  fileLabel: 'Plik GEDCOM',
  chooseFile: 'Wybierz plik',
  dropHint:
    'GEDCOM 5.5.1 lub 7.0 z programów Gramps, webtrees, Ancestry, MyHeritage i innych; najwyżej 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, zapisany przez {program}',
  fileUnknownVersion: 'GEDCOM w nieznanej wersji, {encoding}',
  fileUnknownVersionBy: 'GEDCOM w nieznanej wersji, {encoding}, zapisany przez {program}',
  fileHolds: 'Zawartość pliku',
  countPersons: 'Osoby',
  countFamilies: 'Rodziny',
  countEvents: 'Wydarzenia',
  countNotes: 'Notatki',
  countSources: 'Źródła',
  countRepositories: 'Repozytoria',
  countCitations: 'Cytaty',
  countMedia: 'Odwołania do multimediów',
  countPlaces: 'Miejsca',
  founderLabel: 'Założyciel drzewa (pokazywany jako pierwszy)',
  founderOption:
    '{name} ({count, plural, one {# potomek} few {# potomków} many {# potomków} other {# potomka}})',
  warningsIntro:
    '{count, plural, one {# ostrzeżenie} few {# ostrzeżenia} many {# ostrzeżeń} other {# ostrzeżenia}}: import i tak trwa dalej.',
  warnings: 'Ostrzeżenia',
  importPersons:
    '{count, plural, one {Importuj # osobę} few {Importuj # osoby} many {Importuj # osób} other {Importuj # osoby}}',
  chooseAnother: 'Wybierz inny plik',
  matchesHeading: 'Osoby, które już są w rodzinie',
  matchesIntro:
    'Te osoby z pliku wyglądają jak osoby z rodziny. Zaakceptowane dopasowanie zostaje scalone: rodzina zachowuje swoje dane, plik uzupełnia to, czego brakuje, i wnosi swoje fakty, źródła i notatki, a odmienna wartość zostaje zachowana w notatce.',
  newPersons: 'Nowe osoby, dodane: {count}',
  matchesList: 'Dopasowania',
  matchOf: '{file} i {family}',
  fileSide: 'W pliku',
  familySide: 'W rodzinie',
  matchScore: 'Wynik {score}',
  acceptMatch: 'Scal {file} z {family}',
  reasonsLabel: 'Dlaczego',
  reasonPoints: '{text}: {points}',
  conflictsLabel: 'Różnice',
  conflictLine: '{field}: {file} w pliku, {family} w rodzinie',
  fieldDateOfBirth: 'Data urodzenia',
  fieldDateOfDeath: 'Data śmierci',
  fieldPlaceOfBirth: 'Miejsce urodzenia',
  fieldGender: 'Płeć',
  thresholdLabel: 'Akceptuj od wyniku',
  acceptAbove: 'Akceptuj wszystkie od {score}',
  rejectAll: 'Odrzuć wszystkie',
  acceptedCount: 'Zaakceptowane: {accepted} z {total}',
  importedInto: 'Scalone z rodziną: {matched}. Dodane: {added}.',
  bornDied: '{born} – {died}',
  born: 'ur. {date}',
  died: 'zm. {date}',

  openTree: 'Otwórz drzewo genealogiczne',
  imported:
    'Zaimportowano: {persons, plural, one {# osoba} few {# osoby} many {# osób} other {# osoby}}, {unions, plural, one {# małżeństwo} few {# małżeństwa} many {# małżeństw} other {# małżeństwa}} i {events, plural, one {# wydarzenie} few {# wydarzenia} many {# wydarzeń} other {# wydarzenia}}.',
  failedHint:
    'Popraw ten wiersz pliku (lub go usuń) w programie, który go zapisał, wyeksportuj ponownie i zaimportuj nowy plik. Rodzina pozostała bez zmian.',
  importing:
    'Importowanie: {processed} z {total, plural, one {# osoby} few {# osób} many {# osób} other {# osoby}}',
  importingWithRate:
    'Importowanie: {processed} z {total, plural, one {# osoby} few {# osób} many {# osób} other {# osoby}} · {rate} osób/s · pozostało {time}',
  importProgress: 'Postęp importu',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Każda osoba, małżeństwo, wydarzenie i notatka rodziny, wraz z tym, co zachowano z importu, w pliku, który odczyta każdy program genealogiczny.',
  versionLabel: 'Wersja GEDCOM',
  version551: 'GEDCOM 5.5.1 (większość programów)',
  version7Zip: 'GEDCOM 7.0 z multimediami (zip)',
  preparing: 'Przygotowywanie pliku…',
  download: 'Pobierz {file}',
  checkFailed: 'Nie udało się sprawdzić, co pomija {version}: {error} Pobieranie i tak działa.',
  checking: 'Sprawdzanie, co może zawierać {version}…',
  carriesEverything: '{version} może zawierać wszystko, co ma rodzina.',
  leavesOut:
    'Ten eksport pomija {count, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}',
  noPlace:
    '{count, plural, one {{version} nie ma na to miejsca. Pozostaje on tutaj w rodzinie; pobrany plik go pomija.} other {{version} nie ma na nie miejsca. Pozostają one tutaj w rodzinie; pobrany plik je pomija.}}',
  leftOutList: 'Co pomija eksport',
  moreNotListed: '{count, plural, other {I jeszcze #, niewymienione.}}',
  showFewer: 'Pokaż mniej',
  showMore: '{count, plural, other {Pokaż jeszcze #}}',

  fromRecords: 'Z dokumentów rodziny',
  loadingRecords: 'Wczytywanie dokumentów rodziny',
  recordsLoadFailed: 'Nie udało się wczytać dokumentów rodziny.',
} satisfies Translation<typeof en>;

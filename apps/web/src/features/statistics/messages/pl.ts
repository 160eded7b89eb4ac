import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'Statystyki',
  familyStatistics: 'Statystyki rodziny',
  loading: 'Wczytywanie statystyk',
  loadFailed: 'Nie udało się wczytać statystyk.',
  emptyFamily: 'Drzewo nie ma jeszcze żadnych osób, więc nie ma czego liczyć.',
  counts: 'Rodzina w liczbach',
  persons: 'Osoby',
  couples: 'Pary',
  living: 'Żyjący',
  deceased: 'Zmarli',
  birthsByDecade: 'Urodzenia według dekad',
  deathsByDecade: 'Zgony według dekad',
  agesAtDeath: 'Wiek w chwili śmierci',
  decade: 'Dekada',
  decadeLabel: 'lata {decade}',
  ageAxis: 'Wiek w chwili śmierci (lata)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'Liczba osób',
  givenNamesMale: 'Najczęstsze imiona (męskie)',
  givenNamesFemale: 'Najczęstsze imiona (żeńskie)',
  surnames: 'Najczęstsze nazwiska',
  name: 'Imię lub nazwisko',
  showTable: 'Pokaż jako tabelę',
  showChart: 'Pokaż jako wykres',
  noData: 'Jeszcze nic nie zapisano.',
  birthsHidden:
    '{count, plural, one {Urodzenie # żyjącej osoby nie jest liczone} few {Urodzenia # żyjących osób nie są liczone} many {Urodzenia # żyjących osób nie są liczone} other {Urodzenia # żyjącej osoby nie są liczone}}: rodzina pokazuje odwiedzającym tylko imiona i nazwiska.',
} satisfies Translation<typeof en>;

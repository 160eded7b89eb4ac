import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Znajdź duplikaty',
  intro:
    'Osoby z drzewa, które prawdopodobnie są jedną osobą, najbardziej prawdopodobne najpierw. Scal parę albo oznacz ją jako niebędącą duplikatem, aby nie była ponownie proponowana.',
  onlyAdmins: 'Tylko administratorzy rodziny i gałęzi mogą szukać duplikatów.',
  refresh: 'Odśwież',
  loading: 'Szukanie duplikatów',
  refreshing: 'Ponowne szukanie',
  loadFailed: 'Nie udało się znaleźć duplikatów: {reason}',
  empty: 'Brak prawdopodobnych duplikatów',
  pairList: 'Prawdopodobne duplikaty',
  pairCount:
    '{count, plural, one {# prawdopodobny duplikat} few {# prawdopodobne duplikaty} many {# prawdopodobnych duplikatów} other {# prawdopodobnego duplikatu}}',
  pairOf: '{a} i {b}',
  score: 'Wynik {score} na 100',
  reasonsOf: 'Dlaczego {a} i {b} mogą być jedną osobą',
  born: 'Urodzenie: {date}',
  died: 'Śmierć: {date}',
  noDates: 'Brak dat',
  notDuplicate: 'To nie duplikat',
  notDuplicateOf: 'To nie duplikat: {a} i {b}',
  merge: 'Scal…',
  mergeOf: 'Scal {a} i {b}…',
  dismissed: '{a} i {b} nie są już proponowani jako duplikaty.',
  undo: 'Cofnij',
  dismissFailed: 'Nie udało się zapisać: {reason}',
  merged: '{a} i {b} są teraz jedną osobą.',
} satisfies Translation<typeof en>;

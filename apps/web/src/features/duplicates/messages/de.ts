import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Duplikate finden',
  intro:
    'Personen des Stammbaums, die wahrscheinlich dieselbe Person sind, die wahrscheinlichsten zuerst. Führen Sie ein Paar zusammen oder markieren Sie es als kein Duplikat, damit es nicht erneut vorgeschlagen wird.',
  onlyAdmins: 'Nur Familien- und Zweigadministratoren können nach Duplikaten suchen.',
  refresh: 'Aktualisieren',
  loading: 'Duplikate werden gesucht',
  refreshing: 'Erneute Suche',
  loadFailed: 'Die Duplikate konnten nicht ermittelt werden: {reason}',
  empty: 'Keine wahrscheinlichen Duplikate',
  pairList: 'Wahrscheinliche Duplikate',
  pairCount:
    '{count, plural, one {# wahrscheinliches Duplikat} other {# wahrscheinliche Duplikate}}',
  pairOf: '{a} und {b}',
  score: 'Punktzahl {score} von 100',
  reasonsOf: 'Warum {a} und {b} dieselbe Person sein könnten',
  born: 'Geboren {date}',
  died: 'Gestorben {date}',
  noDates: 'Keine Daten',
  notDuplicate: 'Kein Duplikat',
  notDuplicateOf: 'Kein Duplikat: {a} und {b}',
  merge: 'Zusammenführen…',
  mergeOf: '{a} und {b} zusammenführen…',
  dismissed: '{a} und {b} werden nicht mehr als Duplikate vorgeschlagen.',
  undo: 'Rückgängig',
  dismissFailed: 'Dies konnte nicht gespeichert werden: {reason}',
  merged: '{a} und {b} sind jetzt eine Person.',
} satisfies Translation<typeof en>;

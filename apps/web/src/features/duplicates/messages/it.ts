import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Trova duplicati',
  intro:
    'Persone dell’albero che probabilmente sono la stessa persona, le più probabili prima. Unisci una coppia, oppure segnala che non è un duplicato perché non venga più proposta.',
  onlyAdmins: 'Solo gli amministratori della famiglia e dei rami possono cercare duplicati.',
  refresh: 'Aggiorna',
  loading: 'Ricerca dei duplicati',
  refreshing: 'Nuova ricerca',
  loadFailed: 'Non è stato possibile trovare i duplicati: {reason}',
  empty: 'Nessun probabile duplicato',
  pairList: 'Probabili duplicati',
  pairCount: '{count, plural, one {# probabile duplicato} other {# probabili duplicati}}',
  pairOf: '{a} e {b}',
  score: 'Punteggio {score} su 100',
  reasonsOf: 'Perché {a} e {b} potrebbero essere la stessa persona',
  born: 'Nascita: {date}',
  died: 'Morte: {date}',
  noDates: 'Nessuna data',
  notDuplicate: 'Non è un duplicato',
  notDuplicateOf: 'Non è un duplicato: {a} e {b}',
  merge: 'Unisci…',
  mergeOf: 'Unisci {a} e {b}…',
  dismissed: '{a} e {b} non sono più proposti come duplicati.',
  undo: 'Annulla',
  dismissFailed: 'Impossibile salvare: {reason}',
  merged: '{a} e {b} ora sono una sola persona.',
} satisfies Translation<typeof en>;

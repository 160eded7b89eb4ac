import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'Statistiche',
  familyStatistics: 'Statistiche della famiglia',
  loading: 'Caricamento delle statistiche',
  loadFailed: 'Impossibile caricare le statistiche.',
  emptyFamily: 'L’albero non ha ancora persone, quindi non c’è nulla da contare.',
  counts: 'La famiglia in cifre',
  persons: 'Persone',
  couples: 'Coppie',
  living: 'Viventi',
  deceased: 'Defunti',
  birthsByDecade: 'Nascite per decennio',
  deathsByDecade: 'Decessi per decennio',
  agesAtDeath: 'Età alla morte',
  decade: 'Decennio',
  decadeLabel: 'anni {decade}',
  ageAxis: 'Età alla morte (anni)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'Numero di persone',
  givenNamesMale: 'Nomi più comuni (maschili)',
  givenNamesFemale: 'Nomi più comuni (femminili)',
  surnames: 'Cognomi più comuni',
  name: 'Nome',
  showTable: 'Mostra come tabella',
  showChart: 'Mostra come grafico',
  noData: 'Ancora nulla di registrato.',
  birthsHidden:
    '{count, plural, one {La nascita di # persona vivente non è contata} other {Le nascite di # persone viventi non sono contate}}: la famiglia mostra ai visitatori solo i nomi.',
} satisfies Translation<typeof en>;

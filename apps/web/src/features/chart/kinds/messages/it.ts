import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'Parentela',
  compact: 'Compatto',
  lifespan: 'Durata della vita',
  statistics: 'Statistiche',

  relationshipChart: 'Diagramma di parentela',
  relationshipChartOf: 'Diagramma di parentela di {first} e {second}',
  firstPerson: 'Prima persona',
  secondPerson: 'Seconda persona',
  chooseSecond: 'Scegli una seconda persona per vedere come è imparentata con {name}.',
  findingRelation: 'Ricerca della parentela',
  relationFailed: 'Impossibile caricare la parentela.',

  compactChart: 'Diagramma compatto',
  compactChartOf: 'Diagramma compatto di {name}',
  compactHelp:
    'I pulsanti accanto a ogni scheda mostrano o nascondono i genitori e i figli di quella persona.',
  showParents: 'Mostra i genitori di {name}',
  hideParents: 'Nascondi i genitori di {name}',
  showChildren: 'Mostra i figli di {name}',
  hideChildren: 'Nascondi i figli di {name}',
  moreFailed: 'Impossibile caricare le persone. Riprova.',

  lifespanChart: 'Diagramma delle vite',
  lifespanChartOf: 'Diagramma delle vite di {name}',
  lifespanHelp:
    'Ogni barra va dall’anno di nascita a quello di morte; un’estremità aperta indica una persona vivente.',
  year: 'Anno',
  person: 'Persona',
  relation: 'Parentela',
  born: 'Nascita',
  died: 'Morte',
  roleSelf: 'Questa persona',
  roleParent: 'Genitore',
  roleSpouse: 'Coniuge',
  roleSibling: 'Fratello o sorella',
  roleChild: 'Figlio o figlia',
  living: 'vivente',
  unknownYear: 'sconosciuto',
  noLifeDates: 'Per questa famiglia non è ancora noto alcun anno di nascita o di morte.',
  showTable: 'Mostra come tabella',
  showChart: 'Mostra come grafico',
} satisfies Translation<typeof en>;

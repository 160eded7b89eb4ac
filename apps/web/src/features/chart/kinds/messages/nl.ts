import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'Verwantschap',
  compact: 'Compact',
  lifespan: 'Levensloop',
  statistics: 'Statistieken',

  relationshipChart: 'Verwantschapsdiagram',
  relationshipChartOf: 'Verwantschapsdiagram van {first} en {second}',
  firstPerson: 'Eerste persoon',
  secondPerson: 'Tweede persoon',
  chooseSecond: 'Kies een tweede persoon om te zien hoe die verwant is aan {name}.',
  findingRelation: 'Verwantschap wordt gezocht',
  relationFailed: 'De verwantschap kon niet worden geladen.',

  compactChart: 'Compact diagram',
  compactChartOf: 'Compact diagram van {name}',
  compactHelp:
    'De knoppen naast elke kaart tonen of verbergen de ouders en kinderen van die persoon.',
  showParents: 'Ouders van {name} tonen',
  hideParents: 'Ouders van {name} verbergen',
  showChildren: 'Kinderen van {name} tonen',
  hideChildren: 'Kinderen van {name} verbergen',
  moreFailed: 'De personen konden niet worden geladen. Probeer het opnieuw.',

  lifespanChart: 'Levensloopdiagram',
  lifespanChartOf: 'Levensloopdiagram van {name}',
  lifespanHelp:
    'Elke balk loopt van het geboortejaar tot het jaar van overlijden; een open einde betekent levend.',
  year: 'Jaar',
  person: 'Persoon',
  relation: 'Relatie',
  born: 'Geboren',
  died: 'Overleden',
  roleSelf: 'Deze persoon',
  roleParent: 'Ouder',
  roleSpouse: 'Partner',
  roleSibling: 'Broer of zus',
  roleChild: 'Kind',
  living: 'levend',
  unknownYear: 'onbekend',
  noLifeDates: 'Van deze familie zijn nog geen geboorte- of sterfjaren bekend.',
  showTable: 'Als tabel tonen',
  showChart: 'Als grafiek tonen',
} satisfies Translation<typeof en>;

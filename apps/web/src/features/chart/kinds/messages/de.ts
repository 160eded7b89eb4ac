import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'Verwandtschaft',
  compact: 'Kompakt',
  lifespan: 'Lebensspannen',
  statistics: 'Statistik',

  relationshipChart: 'Verwandtschaftsdiagramm',
  relationshipChartOf: 'Verwandtschaftsdiagramm von {first} und {second}',
  firstPerson: 'Erste Person',
  secondPerson: 'Zweite Person',
  chooseSecond: 'Wählen Sie eine zweite Person, um zu sehen, wie sie mit {name} verwandt ist.',
  findingRelation: 'Verwandtschaft wird gesucht',
  relationFailed: 'Die Verwandtschaft konnte nicht geladen werden.',

  compactChart: 'Kompaktes Diagramm',
  compactChartOf: 'Kompaktes Diagramm von {name}',
  compactHelp:
    'Die Schaltflächen neben jeder Karte zeigen oder verbergen Eltern und Kinder dieser Person.',
  showParents: 'Eltern von {name} zeigen',
  hideParents: 'Eltern von {name} verbergen',
  showChildren: 'Kinder von {name} zeigen',
  hideChildren: 'Kinder von {name} verbergen',
  moreFailed: 'Die Personen konnten nicht geladen werden. Versuchen Sie es erneut.',

  lifespanChart: 'Lebensspannen-Diagramm',
  lifespanChartOf: 'Lebensspannen-Diagramm von {name}',
  lifespanHelp:
    'Jeder Balken reicht vom Geburts- bis zum Todesjahr; ein offenes Ende bedeutet lebend.',
  year: 'Jahr',
  person: 'Person',
  relation: 'Beziehung',
  born: 'Geboren',
  died: 'Gestorben',
  roleSelf: 'Diese Person',
  roleParent: 'Elternteil',
  roleSpouse: 'Ehepartner',
  roleSibling: 'Geschwister',
  roleChild: 'Kind',
  living: 'lebend',
  unknownYear: 'unbekannt',
  noLifeDates: 'Für diese Familie sind noch keine Geburts- oder Todesjahre bekannt.',
  showTable: 'Als Tabelle zeigen',
  showChart: 'Als Diagramm zeigen',
} satisfies Translation<typeof en>;

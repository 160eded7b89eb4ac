import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'Statistik',
  familyStatistics: 'Familienstatistik',
  loading: 'Statistik wird geladen',
  loadFailed: 'Die Statistik konnte nicht geladen werden.',
  emptyFamily: 'Der Stammbaum hat noch keine Personen, es gibt also nichts zu zählen.',
  counts: 'Die Familie in Zahlen',
  persons: 'Personen',
  couples: 'Paare',
  living: 'Lebend',
  deceased: 'Verstorben',
  birthsByDecade: 'Geburten nach Jahrzehnt',
  deathsByDecade: 'Todesfälle nach Jahrzehnt',
  agesAtDeath: 'Sterbealter',
  decade: 'Jahrzehnt',
  decadeLabel: '{decade}er',
  ageAxis: 'Sterbealter (Jahre)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'Anzahl der Personen',
  givenNamesMale: 'Häufigste Vornamen (männlich)',
  givenNamesFemale: 'Häufigste Vornamen (weiblich)',
  surnames: 'Häufigste Nachnamen',
  name: 'Name',
  showTable: 'Als Tabelle zeigen',
  showChart: 'Als Diagramm zeigen',
  noData: 'Noch nichts erfasst.',
  birthsHidden:
    '{count, plural, one {Die Geburt von # lebenden Person wird} other {Die Geburten von # lebenden Personen werden}} nicht gezählt: Die Familie zeigt Besuchern nur Namen.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'Statistieken',
  familyStatistics: 'Familiestatistieken',
  loading: 'De statistieken worden geladen',
  loadFailed: 'De statistieken konden niet worden geladen.',
  emptyFamily: 'De stamboom heeft nog geen personen, dus er valt niets te tellen.',
  counts: 'De familie in cijfers',
  persons: 'Personen',
  couples: 'Paren',
  living: 'Levend',
  deceased: 'Overleden',
  birthsByDecade: 'Geboorten per decennium',
  deathsByDecade: 'Overlijdens per decennium',
  agesAtDeath: 'Leeftijd bij overlijden',
  decade: 'Decennium',
  decadeLabel: 'jaren {decade}',
  ageAxis: 'Leeftijd bij overlijden (jaren)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'Aantal personen',
  givenNamesMale: 'Meest voorkomende voornamen (mannen)',
  givenNamesFemale: 'Meest voorkomende voornamen (vrouwen)',
  surnames: 'Meest voorkomende achternamen',
  name: 'Naam',
  showTable: 'Als tabel tonen',
  showChart: 'Als grafiek tonen',
  noData: 'Nog niets vastgelegd.',
  birthsHidden:
    '{count, plural, one {De geboorte van # levende persoon telt niet mee} other {De geboorten van # levende personen tellen niet mee}}: de familie toont bezoekers alleen namen.',
} satisfies Translation<typeof en>;

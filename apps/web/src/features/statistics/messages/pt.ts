import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'Estatísticas',
  familyStatistics: 'Estatísticas da família',
  loading: 'Carregando as estatísticas',
  loadFailed: 'Não foi possível carregar as estatísticas.',
  emptyFamily: 'A árvore ainda não tem pessoas, então não há nada para contar.',
  counts: 'A família em números',
  persons: 'Pessoas',
  couples: 'Casais',
  living: 'Vivos',
  deceased: 'Falecidos',
  birthsByDecade: 'Nascimentos por década',
  deathsByDecade: 'Óbitos por década',
  agesAtDeath: 'Idade ao falecer',
  decade: 'Década',
  decadeLabel: 'anos {decade}',
  ageAxis: 'Idade ao falecer (anos)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'Número de pessoas',
  givenNamesMale: 'Nomes mais comuns (masculinos)',
  givenNamesFemale: 'Nomes mais comuns (femininos)',
  surnames: 'Sobrenomes mais comuns',
  name: 'Nome',
  showTable: 'Mostrar como tabela',
  showChart: 'Mostrar como gráfico',
  noData: 'Nada registrado ainda.',
  birthsHidden:
    '{count, plural, one {O nascimento de # pessoa viva não é contado} other {Os nascimentos de # pessoas vivas não são contados}}: a família mostra apenas nomes aos visitantes.',
} satisfies Translation<typeof en>;

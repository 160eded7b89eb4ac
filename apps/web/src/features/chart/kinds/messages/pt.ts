import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'Parentesco',
  compact: 'Compacto',
  lifespan: 'Tempo de vida',
  statistics: 'Estatísticas',

  relationshipChart: 'Diagrama de parentesco',
  relationshipChartOf: 'Diagrama de parentesco de {first} e {second}',
  firstPerson: 'Primeira pessoa',
  secondPerson: 'Segunda pessoa',
  chooseSecond: 'Escolha uma segunda pessoa para ver o parentesco dela com {name}.',
  findingRelation: 'Procurando o parentesco',
  relationFailed: 'Não foi possível carregar o parentesco.',

  compactChart: 'Diagrama compacto',
  compactChartOf: 'Diagrama compacto de {name}',
  compactHelp:
    'Os botões ao lado de cada cartão mostram ou ocultam os pais e os filhos dessa pessoa.',
  showParents: 'Mostrar os pais de {name}',
  hideParents: 'Ocultar os pais de {name}',
  showChildren: 'Mostrar os filhos de {name}',
  hideChildren: 'Ocultar os filhos de {name}',
  moreFailed: 'Não foi possível carregar as pessoas. Tente novamente.',

  lifespanChart: 'Diagrama de tempo de vida',
  lifespanChartOf: 'Diagrama de tempo de vida de {name}',
  lifespanHelp:
    'Cada barra vai do ano de nascimento ao ano de falecimento; uma ponta aberta indica que está vivo.',
  year: 'Ano',
  person: 'Pessoa',
  relation: 'Parentesco',
  born: 'Nascimento',
  died: 'Falecimento',
  roleSelf: 'Esta pessoa',
  roleParent: 'Pai ou mãe',
  roleSpouse: 'Cônjuge',
  roleSibling: 'Irmão ou irmã',
  roleChild: 'Filho ou filha',
  living: 'vivo',
  unknownYear: 'desconhecido',
  noLifeDates: 'Ainda não se conhece nenhum ano de nascimento ou falecimento desta família.',
  showTable: 'Mostrar como tabela',
  showChart: 'Mostrar como gráfico',
} satisfies Translation<typeof en>;

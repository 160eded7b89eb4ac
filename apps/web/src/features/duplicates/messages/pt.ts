import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Encontrar duplicados',
  intro:
    'Pessoas da árvore que provavelmente são a mesma pessoa, as mais prováveis primeiro. Una um par ou marque-o como não duplicado para que não volte a ser proposto.',
  onlyAdmins: 'Apenas os administradores da família e de ramo podem procurar duplicados.',
  refresh: 'Atualizar',
  loading: 'A procurar duplicados',
  refreshing: 'A procurar novamente',
  loadFailed: 'Não foi possível encontrar os duplicados: {reason}',
  empty: 'Nenhum duplicado provável',
  pairList: 'Duplicados prováveis',
  pairCount: '{count, plural, one {# duplicado provável} other {# duplicados prováveis}}',
  pairOf: '{a} e {b}',
  score: 'Pontuação {score} de 100',
  reasonsOf: 'Porque {a} e {b} podem ser a mesma pessoa',
  born: 'Nascimento: {date}',
  died: 'Falecimento: {date}',
  noDates: 'Sem datas',
  notDuplicate: 'Não é duplicado',
  notDuplicateOf: 'Não é duplicado: {a} e {b}',
  merge: 'Unir…',
  mergeOf: 'Unir {a} e {b}…',
  dismissed: '{a} e {b} já não são propostos como duplicados.',
  undo: 'Desfazer',
  dismissFailed: 'Não foi possível guardar: {reason}',
  merged: '{a} e {b} são agora uma só pessoa.',
} satisfies Translation<typeof en>;

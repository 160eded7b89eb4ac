import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Configurações',
  onlyAdmins: 'Somente os administradores da família podem alterar as configurações dela.',
  loadFailed: 'Não foi possível carregar as configurações. {message}',
  loading: 'Carregando as configurações',
  saved: 'Configurações salvas',
  visitorDatesLabel: 'O que os visitantes veem dos membros vivos',
  levelFull: 'Datas completas',
  levelFullHelp: 'Os visitantes veem as datas e os locais de nascimento dos membros vivos.',
  levelYear: 'Somente o ano de nascimento',
  levelYearHelp:
    'Os visitantes veem o ano de nascimento dos membros vivos, sem a data completa nem o local.',
  levelNames: 'Somente nomes',
  levelNamesHelp: 'Os visitantes não veem datas nem locais dos membros vivos.',
  alwaysShown:
    'Membros falecidos, e todas as pessoas nascidas há mais de 100 anos, são sempre exibidos por completo. Administradores da família conectados veem tudo.',
  membersOnlySite: 'Site exclusivo para membros',
  membersOnlyHelp: 'Os visitantes veem a página inicial e um login, nada mais.',
  save: 'Salvar configurações',
  logIn: 'Entrar',
  membersOnlyNotice: 'O site desta família é exclusivo para seus membros. Entre para vê-lo.',
  siteLanguageLabel: 'Idioma do site',
  siteLanguageHelp: 'Os visitantes que não escolheram um idioma veem o site neste.',
  siteLanguageBrowser: 'O idioma do navegador do visitante',
} satisfies Translation<typeof en>;

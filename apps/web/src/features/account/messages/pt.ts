import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'Conta',
  accountMenu: 'Menu da conta',
  myProfile: 'Meu perfil',
  branchChanges: 'Alterações no meu ramo',
  myAccount: 'Minha conta',
  loading: 'Carregando sua conta',
  loadFailed: 'Não foi possível carregar sua conta. {message}',
  loggedInAs: 'Conectado como {email}',
  nameTitle: 'Nome',
  nameSaved: 'Seu nome foi salvo.',
  saveName: 'Salvar nome',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  passwordTitle: 'Senha',
  passwordChanged: 'Sua senha foi alterada. Suas outras sessões foram encerradas.',
  changePassword: 'Alterar senha',
  currentPassword: 'Senha atual',
  passwordHint: 'Pelo menos 12 caracteres; não uma senha comum.',
  sessionsTitle: 'Sessões ativas',
  logOutSession: 'Encerrar a sessão em {device}, último uso {when}',
  logOut: 'Sair',
  thisDevice: 'Este dispositivo',
  lastUsed: 'Último uso: {when}',
  logOutOthers: 'Sair de todos os outros lugares',
} satisfies Translation<typeof en>;

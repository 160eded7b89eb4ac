import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'Árvore genealógica',
  pageTitle: '{title} | Árvore genealógica',
  loading: 'Carregando',
  openingEditor: 'Abrindo o editor',
  tryAgain: 'Tentar novamente',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  save: 'Salvar',
  reload: 'Recarregar',
  dismissMessage: 'Fechar mensagem',
  newPassword: 'Nova senha',
  repeatNewPassword: 'Repita a nova senha',
  passwordsDiffer: 'As duas senhas são diferentes',
  pageNotFound: 'Página não encontrada',
  goToMainSite: 'Ir para o site principal',
  pageCodeMissing:
    'Não foi possível carregar esta página. O site pode ter sido atualizado: tente novamente para carregar a versão mais recente.',
  pageFailed: 'Algo deu errado nesta página.',
  siteLoadFailed: 'Não foi possível carregar o site.',
} satisfies Translation<typeof en>;

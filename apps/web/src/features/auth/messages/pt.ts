import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'Entrar',
  signIn: 'Entrar',
  email: 'E-mail',
  password: 'Senha',
  logIn: 'Entrar',
  loginForm: 'Entrar',
  forgottenPassword: 'Esqueceu a senha?',
  resetPasswordForm: 'Redefinir senha',
  resetIntro:
    'Digite o e-mail que você usa para entrar. Enviaremos um link para você escolher uma nova senha.',
  close: 'Fechar',
  sendLink: 'Enviar link',
  loginTitle: 'Entrar',
  yourInvitations: 'Seus convites',
  logInToFamily: 'Entre na sua família',
  loginIntro:
    'Navegue pela sua árvore genealógica, mantenha seu perfil atualizado e descubra qual é o seu parentesco.',
  chooseNewPassword: 'Escolha uma nova senha',
  backToLogin: 'Voltar ao login',
  newPasswordHint:
    'Pelo menos 12 caracteres; não uma senha comum. Suas outras sessões serão encerradas.',
  savePassword: 'Salvar senha',
  redirectingToLogin: 'Redirecionando para o login',
  noFamilyYet: 'Sua conta ainda não é membro de nenhuma família.',
} satisfies Translation<typeof en>;

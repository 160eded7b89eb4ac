import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'Accedi',
  signIn: 'Accedi',
  email: 'Email',
  password: 'Password',
  logIn: 'Accedi',
  loginForm: 'Accedi',
  forgottenPassword: 'Password dimenticata?',
  resetPasswordForm: 'Reimposta la password',
  resetIntro:
    'Inserisci l’indirizzo email con cui accedi. Ti invieremo un link per scegliere una nuova password.',
  close: 'Chiudi',
  sendLink: 'Invia link',
  loginTitle: 'Accesso',
  yourInvitations: 'I tuoi inviti',
  logInToFamily: 'Accedi alla tua famiglia',
  loginIntro:
    'Esplora il tuo albero genealogico, tieni aggiornato il tuo profilo e scopri il tuo grado di parentela con gli altri.',
  chooseNewPassword: 'Scegli una nuova password',
  backToLogin: 'Torna all’accesso',
  newPasswordHint:
    'Almeno 12 caratteri; non una password comune. Le altre sessioni verranno disconnesse.',
  savePassword: 'Salva password',
  redirectingToLogin: 'Reindirizzamento all’accesso',
  noFamilyYet: 'Il tuo account non è ancora membro di nessuna famiglia.',
} satisfies Translation<typeof en>;

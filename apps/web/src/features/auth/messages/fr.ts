import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'Connexion',
  signIn: 'Se connecter',
  email: 'E-mail',
  password: 'Mot de passe',
  logIn: 'Se connecter',
  loginForm: 'Connexion',
  forgottenPassword: 'Mot de passe oublié ?',
  resetPasswordForm: 'Réinitialiser le mot de passe',
  resetIntro:
    'Saisissez l’adresse e-mail avec laquelle vous vous connectez. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  close: 'Fermer',
  sendLink: 'Envoyer le lien',
  loginTitle: 'Connexion',
  yourInvitations: 'Vos invitations',
  logInToFamily: 'Connectez-vous à votre famille',
  loginIntro:
    'Parcourez votre arbre généalogique, tenez votre profil à jour et découvrez vos liens de parenté.',
  chooseNewPassword: 'Choisir un nouveau mot de passe',
  backToLogin: 'Retour à la connexion',
  newPasswordHint:
    'Au moins 12 caractères ; pas de mot de passe courant. Vos autres sessions seront déconnectées.',
  savePassword: 'Enregistrer le mot de passe',
  redirectingToLogin: 'Redirection vers la connexion',
  noFamilyYet: 'Votre compte n’est encore membre d’aucune famille.',
} satisfies Translation<typeof en>;

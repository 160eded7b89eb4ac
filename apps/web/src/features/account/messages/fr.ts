import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'Compte',
  accountMenu: 'Menu du compte',
  myProfile: 'Mon profil',
  branchChanges: 'Modifications dans ma branche',
  myAccount: 'Mon compte',
  loading: 'Chargement de votre compte',
  loadFailed: "Votre compte n'a pas pu être chargé. {message}",
  loggedInAs: 'Connecté en tant que {email}',
  nameTitle: 'Nom',
  nameSaved: 'Votre nom a été enregistré.',
  saveName: 'Enregistrer le nom',
  firstName: 'Prénom',
  lastName: 'Nom',
  passwordTitle: 'Mot de passe',
  passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.',
  changePassword: 'Changer le mot de passe',
  currentPassword: 'Mot de passe actuel',
  passwordHint: 'Au moins 12 caractères ; pas un mot de passe courant.',
  sessionsTitle: 'Sessions actives',
  logOutSession: 'Déconnecter {device}, dernière utilisation {when}',
  logOut: 'Se déconnecter',
  thisDevice: 'Cet appareil',
  lastUsed: 'Dernière utilisation : {when}',
  logOutOthers: 'Se déconnecter partout ailleurs',
} satisfies Translation<typeof en>;

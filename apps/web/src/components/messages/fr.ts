import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'Arbre généalogique',
  pageTitle: '{title} | Arbre généalogique',
  loading: 'Chargement',
  openingEditor: 'Ouverture de l’éditeur',
  tryAgain: 'Réessayer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  save: 'Enregistrer',
  reload: 'Recharger',
  dismissMessage: 'Fermer le message',
  newPassword: 'Nouveau mot de passe',
  repeatNewPassword: 'Confirmer le nouveau mot de passe',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas',
  pageNotFound: 'Page introuvable',
  goToMainSite: 'Aller au site principal',
  pageCodeMissing:
    'Cette page n’a pas pu être chargée. Le site a peut-être été mis à jour : réessayez pour charger sa dernière version.',
  pageFailed: 'Une erreur s’est produite sur cette page.',
  siteLoadFailed: 'Le site n’a pas pu être chargé.',
} satisfies Translation<typeof en>;

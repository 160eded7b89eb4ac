import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Trouver les doublons',
  intro:
    'Les personnes de l’arbre qui sont probablement une seule personne, les plus probables d’abord. Fusionnez une paire, ou indiquez qu’il ne s’agit pas d’un doublon pour qu’elle ne soit plus proposée.',
  onlyAdmins:
    'Seuls les administrateurs de la famille et des branches peuvent rechercher des doublons.',
  refresh: 'Actualiser',
  loading: 'Recherche des doublons',
  refreshing: 'Nouvelle recherche',
  loadFailed: 'Les doublons n’ont pas pu être trouvés : {reason}',
  empty: 'Aucun doublon probable',
  pairList: 'Doublons probables',
  pairCount: '{count, plural, one {# doublon probable} other {# doublons probables}}',
  pairOf: '{a} et {b}',
  score: 'Score de {score} sur 100',
  reasonsOf: 'Pourquoi {a} et {b} pourraient être une seule personne',
  born: 'Né(e) le {date}',
  died: 'Décédé(e) le {date}',
  noDates: 'Aucune date',
  notDuplicate: 'Pas un doublon',
  notDuplicateOf: 'Pas un doublon : {a} et {b}',
  merge: 'Fusionner…',
  mergeOf: 'Fusionner {a} et {b}…',
  dismissed: '{a} et {b} ne sont plus proposés comme doublons.',
  undo: 'Annuler',
  dismissFailed: 'Impossible d’enregistrer : {reason}',
  merged: '{a} et {b} ne forment plus qu’une personne.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Paramètres',
  onlyAdmins: 'Seuls les administrateurs de la famille peuvent modifier ses paramètres.',
  loadFailed: "Les paramètres n'ont pas pu être chargés. {message}",
  loading: 'Chargement des paramètres',
  saved: 'Paramètres enregistrés',
  visitorDatesLabel: 'Ce que les visiteurs voient des membres vivants',
  levelFull: 'Dates complètes',
  levelFullHelp: 'Les visiteurs voient les dates et lieux de naissance des membres vivants.',
  levelYear: 'Année de naissance uniquement',
  levelYearHelp:
    "Les visiteurs voient l'année de naissance des membres vivants, sans date complète ni lieu.",
  levelNames: 'Noms uniquement',
  levelNamesHelp: 'Les visiteurs ne voient ni dates ni lieux des membres vivants.',
  alwaysShown:
    'Les membres décédés, et toutes les personnes nées il y a plus de 100 ans, sont toujours affichés en entier. Les administrateurs connectés de la famille voient tout.',
  membersOnlySite: 'Site réservé aux membres',
  membersOnlyHelp: "Les visiteurs voient la page d'accueil et une connexion, rien d'autre.",
  save: 'Enregistrer les paramètres',
  logIn: 'Se connecter',
  membersOnlyNotice:
    'Le site de cette famille est réservé à ses membres. Connectez-vous pour le voir.',
  siteLanguageLabel: 'Langue du site',
  siteLanguageHelp: 'Les visiteurs qui n’ont pas choisi de langue voient le site dans celle-ci.',
  siteLanguageBrowser: 'La langue du navigateur du visiteur',
} satisfies Translation<typeof en>;

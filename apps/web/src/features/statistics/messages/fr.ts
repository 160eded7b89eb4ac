import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'Statistiques',
  familyStatistics: 'Statistiques de la famille',
  loading: 'Chargement des statistiques',
  loadFailed: 'Les statistiques n’ont pas pu être chargées.',
  emptyFamily: 'L’arbre n’a encore aucune personne : il n’y a rien à compter.',
  counts: 'La famille en chiffres',
  persons: 'Personnes',
  couples: 'Couples',
  living: 'Vivants',
  deceased: 'Décédés',
  birthsByDecade: 'Naissances par décennie',
  deathsByDecade: 'Décès par décennie',
  agesAtDeath: 'Âge au décès',
  decade: 'Décennie',
  decadeLabel: 'années {decade}',
  ageAxis: 'Âge au décès (ans)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'Nombre de personnes',
  givenNamesMale: 'Prénoms les plus fréquents (hommes)',
  givenNamesFemale: 'Prénoms les plus fréquents (femmes)',
  surnames: 'Noms de famille les plus fréquents',
  name: 'Nom',
  showTable: 'Afficher en tableau',
  showChart: 'Afficher en graphique',
  noData: 'Rien n’est encore enregistré.',
  birthsHidden:
    '{count, plural, one {La naissance de # personne vivante n’est pas comptée} other {Les naissances de # personnes vivantes ne sont pas comptées}} : la famille ne montre que les noms aux visiteurs.',
} satisfies Translation<typeof en>;

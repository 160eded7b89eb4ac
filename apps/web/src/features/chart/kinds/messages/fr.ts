import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'Parenté',
  compact: 'Compact',
  lifespan: 'Durées de vie',
  statistics: 'Statistiques',

  relationshipChart: 'Diagramme de parenté',
  relationshipChartOf: 'Diagramme de parenté de {first} et {second}',
  firstPerson: 'Première personne',
  secondPerson: 'Deuxième personne',
  chooseSecond: 'Choisissez une deuxième personne pour voir son lien de parenté avec {name}.',
  findingRelation: 'Recherche du lien de parenté',
  relationFailed: 'Le lien de parenté n’a pas pu être chargé.',

  compactChart: 'Diagramme compact',
  compactChartOf: 'Diagramme compact de {name}',
  compactHelp:
    'Les boutons à côté de chaque carte affichent ou masquent les parents et les enfants de cette personne.',
  showParents: 'Afficher les parents de {name}',
  hideParents: 'Masquer les parents de {name}',
  showChildren: 'Afficher les enfants de {name}',
  hideChildren: 'Masquer les enfants de {name}',
  moreFailed: 'Les personnes n’ont pas pu être chargées. Réessayez.',

  lifespanChart: 'Diagramme des durées de vie',
  lifespanChartOf: 'Diagramme des durées de vie de {name}',
  lifespanHelp:
    'Chaque barre va de l’année de naissance à l’année du décès ; une fin ouverte signifie vivant.',
  year: 'Année',
  person: 'Personne',
  relation: 'Lien',
  born: 'Naissance',
  died: 'Décès',
  roleSelf: 'Cette personne',
  roleParent: 'Parent',
  roleSpouse: 'Conjoint',
  roleSibling: 'Frère ou sœur',
  roleChild: 'Enfant',
  living: 'vivant',
  unknownYear: 'inconnue',
  noLifeDates: 'Aucune année de naissance ou de décès n’est encore connue pour cette famille.',
  showTable: 'Afficher en tableau',
  showChart: 'Afficher en graphique',
} satisfies Translation<typeof en>;

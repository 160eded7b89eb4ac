/**
 * The chart kinds of issue 32: the relationship, compact and lifespan charts, and the tab that
 * leads to the family statistics.
 */
export default {
  relationship: 'Relationship',
  compact: 'Compact',
  lifespan: 'Lifespan',
  statistics: 'Statistics',

  relationshipChart: 'Relationship chart',
  relationshipChartOf: 'Relationship chart of {first} and {second}',
  firstPerson: 'First person',
  secondPerson: 'Second person',
  chooseSecond: 'Choose a second person to see how they are related to {name}.',
  findingRelation: 'Finding the relation',
  relationFailed: 'The relation could not be loaded.',

  compactChart: 'Compact chart',
  compactChartOf: 'Compact chart of {name}',
  compactHelp: 'The buttons beside each card show or hide that person’s parents and children.',
  showParents: 'Show the parents of {name}',
  hideParents: 'Hide the parents of {name}',
  showChildren: 'Show the children of {name}',
  hideChildren: 'Hide the children of {name}',
  moreFailed: 'The persons could not be loaded. Try again.',

  lifespanChart: 'Lifespan chart',
  lifespanChartOf: 'Lifespan chart of {name}',
  lifespanHelp:
    'Each bar runs from the year of birth to the year of death; an open end means living.',
  year: 'Year',
  person: 'Person',
  relation: 'Relation',
  born: 'Born',
  died: 'Died',
  roleSelf: 'This person',
  roleParent: 'Parent',
  roleSpouse: 'Spouse',
  roleSibling: 'Sibling',
  roleChild: 'Child',
  living: 'living',
  unknownYear: 'not known',
  noLifeDates: 'No years of birth or death are known for this family yet.',
  showTable: 'Show as table',
  showChart: 'Show as chart',
};

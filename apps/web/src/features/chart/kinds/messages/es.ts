import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'Parentesco',
  compact: 'Compacto',
  lifespan: 'Vidas',
  statistics: 'Estadísticas',

  relationshipChart: 'Diagrama de parentesco',
  relationshipChartOf: 'Diagrama de parentesco de {first} y {second}',
  firstPerson: 'Primera persona',
  secondPerson: 'Segunda persona',
  chooseSecond: 'Elija una segunda persona para ver qué parentesco tiene con {name}.',
  findingRelation: 'Buscando el parentesco',
  relationFailed: 'No se pudo cargar el parentesco.',

  compactChart: 'Diagrama compacto',
  compactChartOf: 'Diagrama compacto de {name}',
  compactHelp:
    'Los botones junto a cada tarjeta muestran u ocultan los padres y los hijos de esa persona.',
  showParents: 'Mostrar los padres de {name}',
  hideParents: 'Ocultar los padres de {name}',
  showChildren: 'Mostrar los hijos de {name}',
  hideChildren: 'Ocultar los hijos de {name}',
  moreFailed: 'No se pudieron cargar las personas. Inténtelo de nuevo.',

  lifespanChart: 'Diagrama de vidas',
  lifespanChartOf: 'Diagrama de vidas de {name}',
  lifespanHelp:
    'Cada barra va del año de nacimiento al de defunción; un extremo abierto significa que vive.',
  year: 'Año',
  person: 'Persona',
  relation: 'Parentesco',
  born: 'Nacimiento',
  died: 'Defunción',
  roleSelf: 'Esta persona',
  roleParent: 'Padre o madre',
  roleSpouse: 'Cónyuge',
  roleSibling: 'Hermano o hermana',
  roleChild: 'Hijo o hija',
  living: 'vive',
  unknownYear: 'desconocido',
  noLifeDates: 'Aún no se conoce ningún año de nacimiento o defunción de esta familia.',
  showTable: 'Ver como tabla',
  showChart: 'Ver como gráfico',
} satisfies Translation<typeof en>;

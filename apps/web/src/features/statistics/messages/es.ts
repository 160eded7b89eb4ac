import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'Estadísticas',
  familyStatistics: 'Estadísticas de la familia',
  loading: 'Cargando las estadísticas',
  loadFailed: 'No se pudieron cargar las estadísticas.',
  emptyFamily: 'El árbol aún no tiene personas, así que no hay nada que contar.',
  counts: 'La familia en cifras',
  persons: 'Personas',
  couples: 'Parejas',
  living: 'Vivos',
  deceased: 'Fallecidos',
  birthsByDecade: 'Nacimientos por década',
  deathsByDecade: 'Defunciones por década',
  agesAtDeath: 'Edad al morir',
  decade: 'Década',
  decadeLabel: 'años {decade}',
  ageAxis: 'Edad al morir (años)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'Número de personas',
  givenNamesMale: 'Nombres más frecuentes (hombres)',
  givenNamesFemale: 'Nombres más frecuentes (mujeres)',
  surnames: 'Apellidos más frecuentes',
  name: 'Nombre',
  showTable: 'Ver como tabla',
  showChart: 'Ver como gráfico',
  noData: 'Aún no hay nada registrado.',
  birthsHidden:
    '{count, plural, one {El nacimiento de # persona viva no se cuenta} other {Los nacimientos de # personas vivas no se cuentan}}: la familia solo muestra nombres a los visitantes.',
} satisfies Translation<typeof en>;

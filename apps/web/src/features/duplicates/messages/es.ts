import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Buscar duplicados',
  intro:
    'Personas del árbol que probablemente son la misma persona, las más probables primero. Fusione un par o márquelo como no duplicado para que no se vuelva a proponer.',
  onlyAdmins: 'Solo los administradores de la familia y de rama pueden buscar duplicados.',
  refresh: 'Actualizar',
  loading: 'Buscando duplicados',
  refreshing: 'Buscando de nuevo',
  loadFailed: 'No se pudieron encontrar los duplicados: {reason}',
  empty: 'No hay duplicados probables',
  pairList: 'Duplicados probables',
  pairCount: '{count, plural, one {# duplicado probable} other {# duplicados probables}}',
  pairOf: '{a} y {b}',
  score: 'Puntuación {score} de 100',
  reasonsOf: 'Por qué {a} y {b} pueden ser la misma persona',
  born: 'Nacimiento: {date}',
  died: 'Fallecimiento: {date}',
  noDates: 'Sin fechas',
  notDuplicate: 'No es un duplicado',
  notDuplicateOf: 'No es un duplicado: {a} y {b}',
  merge: 'Fusionar…',
  mergeOf: 'Fusionar {a} y {b}…',
  dismissed: '{a} y {b} ya no se proponen como duplicados.',
  undo: 'Deshacer',
  dismissFailed: 'No se pudo guardar: {reason}',
  merged: '{a} y {b} ahora son una sola persona.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'Noticias',
  writePost: 'Escribir una publicación',
  loadingNews: 'Cargando las noticias',
  loadFailed: 'No se pudieron cargar las noticias.',
  noNews: 'Todavía no hay noticias.',
  loadingMore: 'Cargando…',
  showOlder: 'Mostrar noticias anteriores',
  deleteConfirm: '¿Seguro que quieres eliminar esta noticia?',
  postImage: 'Imagen: {title}',
  editPost: 'Editar {title}',
  deletePost: 'Eliminar {title}',
  edit: 'Editar',
  delete: 'Eliminar',
  photosUploaded: '{count, plural, one {Se subió # foto.} other {Se subieron # fotos.}}',
  openGallery: 'Abrir la galería de fotos',
  pagePublished: 'Se publicó la página {page}.',
  personsAdded:
    '{count, plural, one {Se añadió # persona al árbol: {names}.} other {Se añadieron # personas al árbol: {names}.}}',
  andMore: '{names} y {count} más',
  editNewsPost: 'Editar la noticia',
  writeNewsPost: 'Escribir una noticia',
  cancel: 'Cancelar',
  save: 'Guardar',
  publishPost: 'Publicar',
  title: 'Título',
  postText: 'Texto de la noticia',
  titleRequired: 'El título es obligatorio',
  titleTooLong: 'El título debe tener como máximo {max} caracteres',
  deletedMeanwhile: 'Esta noticia se eliminó después de que la abrieras. No se guardó nada.',
} satisfies Translation<typeof en>;

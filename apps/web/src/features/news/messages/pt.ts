import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'Notícias',
  writePost: 'Escrever uma publicação',
  loadingNews: 'Carregando as notícias',
  loadFailed: 'Não foi possível carregar as notícias.',
  noNews: 'Ainda não há notícias.',
  loadingMore: 'Carregando…',
  showOlder: 'Mostrar notícias mais antigas',
  deleteConfirm: 'Tem certeza de que deseja excluir esta notícia?',
  postImage: 'Imagem: {title}',
  editPost: 'Editar {title}',
  deletePost: 'Excluir {title}',
  edit: 'Editar',
  delete: 'Excluir',
  photosUploaded: '{count, plural, one {# foto foi enviada.} other {# fotos foram enviadas.}}',
  openGallery: 'Abrir a galeria de fotos',
  pagePublished: 'A página {page} foi publicada.',
  personsAdded:
    '{count, plural, one {# pessoa foi adicionada à árvore: {names}.} other {# pessoas foram adicionadas à árvore: {names}.}}',
  andMore: '{names} e mais {count}',
  editNewsPost: 'Editar a notícia',
  writeNewsPost: 'Escrever uma notícia',
  cancel: 'Cancelar',
  save: 'Salvar',
  publishPost: 'Publicar',
  title: 'Título',
  postText: 'Texto da notícia',
  titleRequired: 'O título é obrigatório',
  titleTooLong: 'O título deve ter no máximo {max} caracteres',
  deletedMeanwhile: 'Esta notícia foi excluída depois que você a abriu. Nada foi salvo.',
} satisfies Translation<typeof en>;

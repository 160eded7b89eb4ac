import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'Notizie',
  writePost: 'Scrivi un post',
  loadingNews: 'Caricamento delle notizie',
  loadFailed: 'Impossibile caricare le notizie.',
  noNews: 'Non ci sono ancora notizie.',
  loadingMore: 'Caricamento…',
  showOlder: 'Mostra notizie meno recenti',
  deleteConfirm: 'Vuoi davvero eliminare questa notizia?',
  postImage: 'Immagine: {title}',
  editPost: 'Modifica {title}',
  deletePost: 'Elimina {title}',
  edit: 'Modifica',
  delete: 'Elimina',
  photosUploaded:
    '{count, plural, one {È stata caricata # foto.} other {Sono state caricate # foto.}}',
  openGallery: 'Apri la galleria fotografica',
  pagePublished: 'La pagina {page} è stata pubblicata.',
  personsAdded:
    '{count, plural, one {È stata aggiunta # persona all’albero: {names}.} other {Sono state aggiunte # persone all’albero: {names}.}}',
  andMore: '{names} e {count, plural, one {un altro} other {altri #}}',
  editNewsPost: 'Modifica la notizia',
  writeNewsPost: 'Scrivi una notizia',
  cancel: 'Annulla',
  save: 'Salva',
  publishPost: 'Pubblica',
  title: 'Titolo',
  postText: 'Testo della notizia',
  titleRequired: 'Il titolo è obbligatorio',
  titleTooLong: 'Il titolo può avere al massimo {max} caratteri',
  deletedMeanwhile:
    'Questa notizia è stata eliminata dopo che l’hai aperta. Non è stato salvato nulla.',
} satisfies Translation<typeof en>;

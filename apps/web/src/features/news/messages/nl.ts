import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'Nieuws',
  writePost: 'Bericht schrijven',
  loadingNews: 'Nieuws laden',
  loadFailed: 'Het nieuws kon niet worden geladen.',
  noNews: 'Er is nog geen nieuws.',
  loadingMore: 'Laden…',
  showOlder: 'Ouder nieuws tonen',
  deleteConfirm: 'Weet u zeker dat u dit nieuwsbericht wilt verwijderen?',
  postImage: 'Afbeelding: {title}',
  editPost: '{title} bewerken',
  deletePost: '{title} verwijderen',
  edit: 'Bewerken',
  delete: 'Verwijderen',
  photosUploaded:
    '{count, plural, one {Er is # foto geüpload.} other {Er zijn # foto’s geüpload.}}',
  openGallery: 'Fotogalerij openen',
  pagePublished: 'De pagina {page} is gepubliceerd.',
  personsAdded:
    '{count, plural, one {Er is # persoon aan de stamboom toegevoegd: {names}.} other {Er zijn # personen aan de stamboom toegevoegd: {names}.}}',
  andMore: '{names} en nog {count}',
  editNewsPost: 'Nieuwsbericht bewerken',
  writeNewsPost: 'Nieuwsbericht schrijven',
  cancel: 'Annuleren',
  save: 'Opslaan',
  publishPost: 'Bericht publiceren',
  title: 'Titel',
  postText: 'Tekst van het bericht',
  titleRequired: 'Titel is verplicht',
  titleTooLong: 'De titel mag maximaal {max} tekens lang zijn',
  deletedMeanwhile: 'Dit bericht is verwijderd nadat u het opende. Er is niets opgeslagen.',
} satisfies Translation<typeof en>;

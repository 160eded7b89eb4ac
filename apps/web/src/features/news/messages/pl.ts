import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'Aktualności',
  writePost: 'Napisz wpis',
  loadingNews: 'Wczytywanie aktualności',
  loadFailed: 'Nie udało się wczytać aktualności.',
  noNews: 'Nie ma jeszcze żadnych aktualności.',
  loadingMore: 'Wczytywanie…',
  showOlder: 'Pokaż starsze aktualności',
  deleteConfirm: 'Czy na pewno chcesz usunąć ten wpis?',
  postImage: 'Obraz: {title}',
  editPost: 'Edytuj: {title}',
  deletePost: 'Usuń: {title}',
  edit: 'Edytuj',
  delete: 'Usuń',
  photosUploaded:
    '{count, plural, one {Przesłano # zdjęcie.} few {Przesłano # zdjęcia.} many {Przesłano # zdjęć.} other {Przesłano # zdjęcia.}}',
  openGallery: 'Otwórz galerię zdjęć',
  pagePublished: 'Opublikowano stronę {page}.',
  personsAdded:
    '{count, plural, one {Do drzewa dodano # osobę: {names}.} few {Do drzewa dodano # osoby: {names}.} many {Do drzewa dodano # osób: {names}.} other {Do drzewa dodano # osoby: {names}.}}',
  andMore:
    '{names} i {count, plural, one {# inna osoba} few {# inne osoby} many {# innych osób} other {# innej osoby}}',
  editNewsPost: 'Edytuj wpis',
  writeNewsPost: 'Napisz wpis z aktualnościami',
  cancel: 'Anuluj',
  save: 'Zapisz',
  publishPost: 'Opublikuj wpis',
  title: 'Tytuł',
  postText: 'Treść wpisu',
  titleRequired: 'Tytuł jest wymagany',
  titleTooLong: 'Tytuł może mieć najwyżej {max} znaków',
  deletedMeanwhile: 'Ten wpis został usunięty po tym, jak go otworzono. Nic nie zostało zapisane.',
} satisfies Translation<typeof en>;

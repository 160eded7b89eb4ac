import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'Neuigkeiten',
  writePost: 'Beitrag schreiben',
  loadingNews: 'Neuigkeiten werden geladen',
  loadFailed: 'Die Neuigkeiten konnten nicht geladen werden.',
  noNews: 'Es gibt noch keine Neuigkeiten.',
  loadingMore: 'Wird geladen…',
  showOlder: 'Ältere Neuigkeiten anzeigen',
  deleteConfirm: 'Möchten Sie diesen Beitrag wirklich löschen?',
  postImage: 'Bild: {title}',
  editPost: '{title} bearbeiten',
  deletePost: '{title} löschen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  photosUploaded:
    '{count, plural, one {# Foto wurde hochgeladen.} other {# Fotos wurden hochgeladen.}}',
  openGallery: 'Fotogalerie öffnen',
  pagePublished: 'Die Seite {page} wurde veröffentlicht.',
  personsAdded:
    '{count, plural, one {# Person wurde zum Stammbaum hinzugefügt: {names}.} other {# Personen wurden zum Stammbaum hinzugefügt: {names}.}}',
  andMore: '{names} und {count} weitere',
  editNewsPost: 'Beitrag bearbeiten',
  writeNewsPost: 'Neuen Beitrag schreiben',
  cancel: 'Abbrechen',
  save: 'Speichern',
  publishPost: 'Beitrag veröffentlichen',
  title: 'Titel',
  postText: 'Text des Beitrags',
  titleRequired: 'Titel ist erforderlich',
  titleTooLong: 'Der Titel darf höchstens {max} Zeichen lang sein',
  deletedMeanwhile:
    'Dieser Beitrag wurde gelöscht, nachdem Sie ihn geöffnet hatten. Es wurde nichts gespeichert.',
} satisfies Translation<typeof en>;

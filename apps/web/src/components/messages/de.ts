import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'Stammbaum',
  pageTitle: '{title} | Stammbaum',
  loading: 'Wird geladen',
  openingEditor: 'Editor wird geöffnet',
  tryAgain: 'Erneut versuchen',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  save: 'Speichern',
  reload: 'Neu laden',
  dismissMessage: 'Meldung schließen',
  newPassword: 'Neues Passwort',
  repeatNewPassword: 'Neues Passwort wiederholen',
  passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein',
  pageNotFound: 'Seite nicht gefunden',
  goToMainSite: 'Zur Hauptseite',
  pageCodeMissing:
    'Diese Seite konnte nicht geladen werden. Die Website wurde vielleicht aktualisiert: Versuchen Sie es erneut, um die neueste Version zu laden.',
  pageFailed: 'Auf dieser Seite ist etwas schiefgelaufen.',
  siteLoadFailed: 'Die Website konnte nicht geladen werden.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'Albero genealogico',
  pageTitle: '{title} | Albero genealogico',
  loading: 'Caricamento',
  openingEditor: 'Apertura dell’editor',
  tryAgain: 'Riprova',
  cancel: 'Annulla',
  confirm: 'Conferma',
  save: 'Salva',
  reload: 'Ricarica',
  dismissMessage: 'Chiudi messaggio',
  newPassword: 'Nuova password',
  repeatNewPassword: 'Ripeti la nuova password',
  passwordsDiffer: 'Le due password non coincidono',
  pageNotFound: 'Pagina non trovata',
  goToMainSite: 'Vai al sito principale',
  pageCodeMissing:
    'Impossibile caricare questa pagina. Il sito potrebbe essere stato aggiornato: riprova per caricarne l’ultima versione.',
  pageFailed: 'Si è verificato un problema in questa pagina.',
  siteLoadFailed: 'Impossibile caricare il sito.',
} satisfies Translation<typeof en>;

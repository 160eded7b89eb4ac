import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'Stamboom',
  pageTitle: '{title} | Stamboom',
  loading: 'Bezig met laden',
  openingEditor: 'Editor wordt geopend',
  tryAgain: 'Opnieuw proberen',
  cancel: 'Annuleren',
  confirm: 'Bevestigen',
  save: 'Opslaan',
  reload: 'Opnieuw laden',
  dismissMessage: 'Melding sluiten',
  newPassword: 'Nieuw wachtwoord',
  repeatNewPassword: 'Herhaal het nieuwe wachtwoord',
  passwordsDiffer: 'De twee wachtwoorden komen niet overeen',
  pageNotFound: 'Pagina niet gevonden',
  goToMainSite: 'Naar de hoofdsite',
  pageCodeMissing:
    'Deze pagina kon niet worden geladen. De site is misschien bijgewerkt: probeer het opnieuw om de nieuwste versie te laden.',
  pageFailed: 'Er is iets misgegaan op deze pagina.',
  siteLoadFailed: 'De site kon niet worden geladen.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'Drzewo genealogiczne',
  pageTitle: '{title} | Drzewo genealogiczne',
  loading: 'Ładowanie',
  openingEditor: 'Otwieranie edytora',
  tryAgain: 'Spróbuj ponownie',
  cancel: 'Anuluj',
  confirm: 'Potwierdź',
  save: 'Zapisz',
  reload: 'Wczytaj ponownie',
  dismissMessage: 'Zamknij komunikat',
  newPassword: 'Nowe hasło',
  repeatNewPassword: 'Powtórz nowe hasło',
  passwordsDiffer: 'Hasła nie są takie same',
  pageNotFound: 'Nie znaleziono strony',
  goToMainSite: 'Przejdź do strony głównej',
  pageCodeMissing:
    'Nie udało się wczytać tej strony. Witryna mogła zostać zaktualizowana: spróbuj ponownie, aby wczytać jej najnowszą wersję.',
  pageFailed: 'Na tej stronie coś poszło nie tak.',
  siteLoadFailed: 'Nie udało się wczytać witryny.',
} satisfies Translation<typeof en>;

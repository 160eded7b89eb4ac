import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  'login.emailRequired': 'Adres e-mail jest wymagany',
  'login.emailInvalid': 'Wpisz prawidłowy adres e-mail',
  'login.passwordRequired': 'Hasło jest wymagane',
  'login.headerValueRequired': 'Wpisz wartość',
  'login.failed': 'Logowanie nie powiodło się',
  'login.wrongCredentials': 'Nieprawidłowy adres e-mail lub hasło',
  'login.tooManyAttempts':
    'Zbyt wiele nieudanych prób logowania. Odczekaj kilka minut i spróbuj ponownie.',
  'login.accountBlocked': 'Twoje konto zostało zablokowane przez administratora rodziny.',
  'account.resetRequested':
    'Jeśli istnieje konto z tym adresem e-mail, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny przez godzinę.',
  'account.resetLinkInvalid': 'Ten link do resetowania hasła jest nieprawidłowy. Poproś o nowy.',
  'account.resetLinkUsed': 'Ten link do resetowania hasła został już użyty. Poproś o nowy.',
  'account.resetLinkExpired': 'Ten link do resetowania hasła wygasł. Poproś o nowy.',
  'account.tooManyResets':
    'Zbyt wiele próśb o zresetowanie hasła. Odczekaj kilka minut i spróbuj ponownie.',
  'account.currentPasswordRequired': 'Wpisz swoje obecne hasło',
  'account.currentPasswordWrong': 'To nie jest Twoje obecne hasło',
  'account.sessionNotFound': 'Nie masz takiej sesji.',
  'account.memberAlreadyHasAccount': 'Ta osoba ma już konto członka.',
  'account.emailInFamily': 'Ten adres e-mail należy już do kogoś z tej rodziny.',
  'password.required': 'Wybierz hasło',
  'password.tooShort': 'Użyj co najmniej 12 znaków',
  'password.tooLong': 'Użyj najwyżej 200 znaków',
  'password.tooCommon':
    'To hasło jest zbyt popularne lub zbyt proste. Wybierz takie, które trudniej odgadnąć.',
  'admin.invalidCredentials': 'Nieprawidłowe dane logowania administratora',
  'relation.samePerson': 'Wybierz dwie różne osoby: osoba nie jest spokrewniona sama ze sobą.',
  'member.loadDetailsFailed': 'Nie udało się wczytać danych użytkownika.',
  'member.treeLoadFailed': 'Nie udało się wczytać danych drzewa genealogicznego.',
  'member.relationLoadFailed': 'Nie udało się wczytać danych wyszukiwania drzewa genealogicznego.',
  'member.saved': 'Dane zostały zapisane',
  'member.deleted': 'Członek został usunięty',
  'member.deleteConfirm': 'Czy na pewno chcesz usunąć tego członka?',
  'member.fatherStaysMale':
    'Ten członek jest ojcem dziecka w drzewie: wybierz Mężczyzna lub Kobieta, nie Nieznana',
  'member.motherStaysFemale':
    'Ten członek jest matką dziecka w drzewie: wybierz Mężczyzna lub Kobieta, nie Nieznana',
  'member.parentGenderUnknown':
    'Zanim dodasz dziecko, wybierz Mężczyzna lub Kobieta jako płeć rodziców dziecka',
  'branchAdmin.nameRequired': 'Imię i nazwisko są wymagane',
  'branchAdmin.emailRequired': 'Adres e-mail jest wymagany',
  'branchAdmin.emailInvalid': 'Wpisz prawidłowy adres e-mail',
  'branchAdmin.removeAssignedFailed': 'Usuwanie nie powiodło się, spróbuj ponownie później',
  'branchAdmin.removeAssignedDone': 'Przypisany członek został usunięty',
  'branchAdmin.blockConfirm':
    'Czy na pewno chcesz zablokować tego administratora gałęzi? Członkowie rodziny podlegający temu administratorowi gałęzi również zostaną zwolnieni.',
  'branchAdmin.deleteNotImplemented': 'Jeszcze niedostępne',
  'branchAdmin.ownerOnlyName': 'Tylko właściciel konta może zmienić swoje imię i nazwisko',
  'branchAdmin.ownerOnlyEmail': 'Tylko właściciel konta może zmienić swój adres e-mail',
  'branchAdmin.activeNeedsConsent': 'Tylko właściciel konta może przyjąć zaproszenie',
  'invitations.hasPassword': 'To konto ma już hasło. Zaloguj się, aby odpowiedzieć na zaproszenie.',
  'invitations.noneFromFamily': 'Nie masz oczekujących zaproszeń od tej rodziny.',
  'invitations.accepted': 'Zaproszenie zostało przyjęte.',
  'invitations.declined': 'Zaproszenie zostało odrzucone.',
  'linkRequests.sent':
    'Wysłano prośbę o powiązanie do rodziny {familyName}. Małżonek pojawi się, gdy administrator tamtej rodziny ją zaakceptuje.',
  'linkRequests.alreadyPending': 'Prośba o powiązanie tych dwóch osób już czeka na odpowiedź.',
  'linkRequests.alreadyAnswered': 'Na tę prośbę o powiązanie już odpowiedziano.',
  'linkRequests.notFound': 'Nie ma takiej prośby o powiązanie.',
  'linkRequests.onlyTargetAdmin':
    'Tylko administrator drugiej rodziny może odpowiedzieć na tę prośbę o powiązanie.',
  'linkRequests.onlyRequestingAdmin':
    'Tylko administrator rodziny, która wysłała prośbę, może ją anulować.',
  'linkRequests.listForbidden':
    'Tylko administrator rodziny może zobaczyć prośby o powiązanie tej rodziny.',
  'linkRequests.accepted': 'Prośba o powiązanie została zaakceptowana.',
  'linkRequests.declined': 'Prośba o powiązanie została odrzucona.',
  'linkRequests.cancelled': 'Prośba o powiązanie została anulowana.',
  'linkRequests.loadFailed': 'Nie udało się wczytać próśb o powiązanie.',
  'linkRequests.noneIncoming': 'Na Twoją rodzinę nie czekają żadne prośby o powiązanie.',
  'linkRequests.noneOutgoing': 'Twoja rodzina nie wysłała żadnych próśb o powiązanie.',
  'content.maxFileSize': 'Maksymalny rozmiar pliku to 2 MB',
  'content.onlyImages': 'Dozwolone są tylko pliki graficzne',
  'content.tooManyPixels':
    'Obrazy mogą mieć najwyżej 40 megapikseli (na przykład 8000 × 5000 pikseli)',
  'content.tooManyUploads':
    'W krótkim czasie przesłano zbyt wiele obrazów. Odczekaj minutę i spróbuj ponownie.',
  'content.uploadsBusy': 'Serwer jest zajęty innymi obrazami. Spróbuj ponownie za chwilę.',
  'content.imageRequired': 'Obraz jest wymagany',
  'content.imageDescriptionTooLong': 'Opis obrazu może mieć najwyżej 1024 znaki',
  'content.publishConfirm': 'Czy na pewno chcesz opublikować te treści w witrynie?',
  'content.published': 'Treści zostały opublikowane w witrynie.',
  'content.deleteConfirm': 'Czy na pewno chcesz usunąć tę treść?',
  'content.emptySection': 'Ta sekcja jest pusta: dodaj tytuł, obraz lub treść albo ją usuń.',
  'profile.fieldRequired': 'To pole jest wymagane',
  'profile.phoneDigits': 'Musi mieć od 10 do 15 cyfr',
  'profile.emailInvalid': 'Wpisz prawidłowy adres e-mail',
  'profile.endBeforeStart': 'Data końcowa musi być późniejsza niż data początkowa',
  'profile.correctErrors': 'Popraw błędy przed zapisaniem.',
  'profile.basicSaved': 'Podstawowe dane zostały zapisane.',
  'profile.addressSaved': 'Adres i dane kontaktowe zostały zapisane.',
  'profile.educationSaved': 'Dane o wykształceniu i zawodzie zostały zapisane.',
  'profile.aboutSaved': 'Dane w sekcji „O mnie” zostały zapisane.',
  'profile.photoSaved': 'Zdjęcie profilowe zostało zaktualizowane.',
  'profile.coverSaved': 'Zdjęcie w tle zostało zaktualizowane.',
  'profile.contactForEditorsOnly':
    'Telefon i adres e-mail widzą tylko administratorzy rodziny i administrator gałęzi tego członka.',
  'profile.addressForEditorsOnly':
    'Adresy widzą tylko administratorzy rodziny i administrator gałęzi tego członka.',
  'chart.loadFailed': 'Nie udało się wczytać wykresu.',
  'chart.noSuchChart': 'Nie ma takiego wykresu. Wybierz osobę i wykres w drzewie genealogicznym.',
  'chart.noAncestors': 'Dla tej osoby nie zapisano żadnych przodków.',
  'chart.noDescendants': 'Dla tej osoby nie zapisano żadnych dzieci.',
  'chart.downloadFailed': 'Nie udało się zapisać wykresu jako pliku. Spróbuj ponownie.',
  'chart.tooLargeToPrint':
    'Ten wykres jest zbyt duży, aby wydrukować go na stronach. Wybierz mniej pokoleń albo pobierz go jako SVG lub PNG.',
  'treeList.searchNotFound': 'Nikt w drzewie nie nosi tego imienia.',
  'notFound.title': '404 - Nie znaleziono strony',
  'notFound.body': 'Strona, której szukasz, nie istnieje.',
  'notFound.family': 'Żadna rodzina nie ma tego adresu.',
  'input.invalidId': 'To nie jest prawidłowy identyfikator.',
  'input.controlCharacters': 'Usuń z tego pola niewidoczne znaki sterujące.',
  'input.brokenCharacters': 'To pole zawiera uszkodzone znaki.',
  'input.directionControls':
    'Imiona i nazwiska nie mogą zawierać znaków sterujących kierunkiem tekstu.',
  'input.unknownField': 'To pole nie należy do tego żądania.',
  'input.nestedTooDeep': 'To żądanie zagnieżdża listy lub obiekty głębiej niż na 32 poziomach.',
  'input.tooManyValues': 'To żądanie zawiera ponad 20 000 wartości.',
  'input.richTextTooDeep': 'Ten tekst zagnieżdża formatowanie głębiej niż na 32 poziomach.',
  'gedcom.notGedcom': 'Ten plik nie jest plikiem GEDCOM',
  'gedcom.fileRequired': 'Wybierz plik GEDCOM (.ged) do zaimportowania.',
  'gedcom.tooLarge': 'Plik GEDCOM może mieć najwyżej 200 MB.',
  'gedcom.familyNotEmpty':
    'Ta rodzina ma już członków. Plik GEDCOM można zaimportować tylko do rodziny bez członków.',
  'gedcom.unknownFounder':
    'Ta osoba nie jest żadnym z możliwych protoplastów w pliku (osób bez rodziców).',
  'gedcom.adminOnly':
    'Tylko administrator rodziny może zaimportować lub wyeksportować całą rodzinę.',
  'gedcom.branchOnly': 'Administrator gałęzi może wyeksportować tylko własną gałąź.',
  'gedcom.jobNotFound': 'Nie ma takiego importu.',
  'gedcom.restarted':
    'Serwer został uruchomiony ponownie w trakcie importu; nic nie zaimportowano. Rozpocznij import jeszcze raz.',
  'gedcom.failed': 'Import nie powiódł się; nic nie zaimportowano.',
  'gedcom.tooMuchStored': 'Tego pliku nie można zaimportować: zająłby zbyt dużo miejsca.',
  'gedcom.zipBroken': 'Nie można odczytać tego pliku zip.',
  'gedcom.zipNoGedcom': 'Ten zip nie zawiera pliku gedcom.ged: to nie jest GEDZIP.',
  'gedcom.zipUnsafePath':
    'Ten zip wskazuje plik poza sobą (ścieżkę z „..” albo ścieżkę bezwzględną).',
  'gedcom.zipTooLarge':
    'Ten zip jest po rozpakowaniu zbyt duży (najwyżej 20 000 plików i 2 GB, żaden plik nie może być skompresowany ponad 100 razy).',
  'gedcom.zipMediaType':
    'Ten zip zawiera plik multimedialny, który nie jest ani obrazem (JPEG, PNG, GIF, WebP), ani plikiem PDF.',
  'gedcom.zipMediaTooLarge':
    'Plik multimedialny w tym zipie jest zbyt duży (obrazy 2 MB, pliki PDF 10 MB).',
  'gedcom.zipIsSeven': 'GEDZIP (zip z multimediami) to GEDCOM 7.0: wyeksportuj go w wersji 7.',
  'common.invalidInput': 'Niektóre pola są nieprawidłowe.',
  'common.unauthenticated': 'Zaloguj się, aby kontynuować.',
  'common.forbidden': 'Nie masz uprawnień, aby to zrobić.',
  'common.notFound': 'Nie znaleziono.',
  'common.serverError': 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
  'common.concurrentEdit':
    'Ktoś inny zmieniał w tej chwili tych samych członków. Spróbuj ponownie.',
} satisfies Translation<typeof en>;

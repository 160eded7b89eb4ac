import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'Treść żądania nie jest prawidłowym JSON-em.',
  'request.bodyTooLarge': 'Żądanie jest zbyt duże.',
  'request.unsupportedMediaType': 'Serwer nie przyjmuje tego rodzaju treści.',
  'request.emptyJsonBody': 'Treść żądania jest pusta.',
  'request.badContentLength': 'Rozmiar treści żądania nie zgadza się z nagłówkiem Content-Length.',
  'request.ifMatch': 'Wyślij wczytaną wersję w nagłówku If-Match: "{example}"',
  'members.notFound': 'Nie ma takiego członka.',
  'members.notInFamily': 'W tej rodzinie nie ma takiego członka.',
  'members.notInFamilyField': 'W tej rodzinie nie ma takiego członka',
  'members.mayNotEdit': 'Nie możesz edytować tego członka.',
  'members.notSpouse': 'Ta osoba nie jest małżonkiem tego członka.',
  'tree.deleteOnlyLeaf': 'Można usunąć tylko członka bez dzieci i małżonków.',
  'tree.spouseOnlyWithoutChildren': 'Małżonka można usunąć tylko wtedy, gdy członek nie ma dzieci.',
  'tree.notOfFamily': 'Ta osoba nie należy do tej rodziny.',
  'tree.founderAdminOnly': 'Tylko administrator rodziny może dodać protoplastę.',
  'tree.reorderOwnBranch': 'Możesz zmieniać kolejność tylko członków swojej gałęzi.',
  'tree.childOrderRange': 'Pozycja wśród rodzeństwa musi wynosić od 1 do {max}',
  'tree.hasFather': 'Ten członek ma już ojca.',
  'tree.hasMother': 'Ten członek ma już matkę.',
  'tree.chosenMemberMissing': 'Wybrany członek nie istnieje.',
  'tree.linkOutsideBranch': 'Nie możesz powiązać członka spoza swojej gałęzi.',
  'tree.otherParentSpouse': 'Drugi rodzic musi być małżonkiem tego członka',
  'tree.otherParentRequired': 'Wybierz drugiego rodzica dziecka',
  'tree.ownSpouse': 'Członek nie może być własnym małżonkiem.',
  'tree.alreadySpouses': 'Te dwie osoby są już małżonkami.',
  'tree.lineSpouse': 'Przodka ani potomka członka nie można powiązać z nim jako małżonka.',
  'profiles.addressTypeOnce': 'Podaj każdy rodzaj adresu tylko raz',
  'profiles.chooseState': 'Wybierz województwo lub region kraju',
  'access.inviteRefused':
    'Tylko administrator rodziny lub administrator gałęzi tej osoby może ją zaprosić.',
  'access.uploadRefused': 'Nie możesz przesyłać obrazów do tej rodziny.',
  'media.noSuchImage': 'Nie ma takiego obrazu.',
  'gallery.manageRefused': 'Nie możesz zarządzać albumami tej rodziny.',
  'gallery.branchRefused':
    'Administrator gałęzi zarządza tylko albumami i zdjęciami osób ze swojej gałęzi; pozostałymi zarządza administrator rodziny.',
  'gallery.noAlbum': 'Nie ma takiego albumu.',
  'gallery.noPhoto': 'W tym albumie nie ma takiego zdjęcia.',
  'auth.signInLinkExpired': 'Ten link logowania wygasł. Zaloguj się ponownie.',
  'research.repositoryKeepsSources':
    'To repozytorium zawiera źródła (liczba: {count}). Najpierw wybierz dla nich inne repozytorium.',
  'site.adminOnly': 'Tylko administrator rodziny może zmieniać witrynę.',
  'site.noMenu': 'W tej rodzinie nie ma takiego menu.',
  'site.noFamily': 'Nie ma takiej rodziny.',
  'accounts.platformAdminEmail': 'Ten adres e-mail należy do administratora platformy.',
  'accounts.emailTaken': 'Ten adres e-mail jest już używany przez inne konto.',
  'branchAdmins.adminOnly': 'Tylko administrator rodziny może to zrobić.',
  'branchAdmins.manageAdminOnly':
    'Tylko administrator rodziny może zarządzać administratorami gałęzi.',
  'branchAdmins.chooseBranchAdmin':
    'Wybierz aktywnego lub zaproszonego administratora gałęzi tej rodziny',
  'branchAdmins.emailExists':
    'W tej rodzinie istnieje już administrator gałęzi z tym adresem e-mail.',
  'branchAdmins.alreadyFamilyAdmin': 'Ta osoba jest już administratorem tej rodziny.',
  'branchAdmins.notFound': 'W tej rodzinie nie ma takiego administratora gałęzi.',
  'branchAdmins.notAssigned': 'Ten członek nie jest przypisany do tego administratora gałęzi.',
  'platform.adminOnly': 'Tylko administrator platformy może to zrobić.',
  'platform.userExists': 'Użytkownik z tym adresem e-mail już istnieje',
  'families.invalidSubdomain': 'Nieprawidłowa subdomena',
  'families.subdomainReserved': 'Subdomena „{domainName}” jest zarezerwowana',
  'families.subdomainTaken': 'Subdomena „{domainName}” jest już zajęta',
  'invitations.manageRefused':
    'Tylko administrator rodziny lub administrator gałęzi ich osoby może zarządzać członkami.',
  'invitations.noMemberAccount': 'W tej rodzinie nie ma takiego konta członka.',
  'invitations.linkInvalid': 'Ten link z zaproszeniem jest nieprawidłowy.',
  'invitations.used': 'To zaproszenie zostało już wykorzystane. Zaloguj się swoim hasłem.',
  'invitations.expired': 'To zaproszenie wygasło. Poproś administratora swojej rodziny o nowe.',
  'invitations.noLongerValid': 'To zaproszenie nie jest już ważne.',
  'history.noSuchChange': 'W tej rodzinie nie ma takiej zmiany.',
  'history.noSuchVersion': 'Nie ma takiej wersji',
  'history.changedBy': 'Zmienione przez: {who}',
  'history.someone': 'Ktoś',
  'history.staleVersion':
    '{who} zmienił(a) to {at}, po tym jak to otworzyłeś(-aś). Nic nie zapisano: wczytaj ponownie, aby zobaczyć zmiany.',
  'history.newerChange':
    'Tej zmiany nie można cofnąć: {who} zmienił(a) później te same pola, {at}.',
  'history.dependsOnLater':
    'Tej zmiany nie można cofnąć: zależy od niej {what}, zmienione przez: {who}, {at}. Najpierw cofnij tamtą zmianę.',
  'history.dependsOn': 'Tej zmiany nie można cofnąć: zależy od niej {what}.',
  'history.breaksRule': 'Tej zmiany nie można cofnąć: {rule}',
  'history.imageGone':
    'Tej zmiany nie można cofnąć: {what} — usunięte w międzyczasie. Nic nie zmieniono.',
  'history.placeParentGone':
    'Tej zmiany nie można cofnąć: miejsce, w którym leży, zostało w międzyczasie usunięte. Nic nie zmieniono.',
  'history.placeHasChildren':
    'Tej zmiany nie można cofnąć: w tym miejscu leżą inne miejsca; najpierw je usuń. Nic nie zmieniono.',
  'history.placeTextChanged':
    'Tej zmiany nie można cofnąć: tekst miejsca, który przepisała, został w międzyczasie zmieniony. Nic nie zmieniono.',
  'history.placeEditedSince':
    'Tej zmiany nie można cofnąć: miejsce, którego nazwę zmieniła lub które scaliła, zostało w międzyczasie edytowane; najpierw cofnij tamtą zmianę. Nic nie zmieniono.',
  'history.onlyNoteLink':
    'Tej zmiany nie można cofnąć: to jedyne powiązanie tej notatki (zamiast tego usuń notatkę). Nic nie zmieniono.',
  'history.noteOrPersonGone':
    'Tej zmiany nie można cofnąć: notatka lub powiązana osoba została w międzyczasie usunięta. Nic nie zmieniono.',
  'history.repositoryGone':
    'Tej zmiany nie można cofnąć: wskazane repozytorium zostało w międzyczasie usunięte. Nic nie zmieniono.',
  'history.citedGone':
    'Tej zmiany nie można cofnąć: źródło albo cytowana osoba lub para zostały w międzyczasie usunięte. Nic nie zmieniono.',
  'history.mediaLinkGone':
    'Tej zmiany nie można cofnąć: plik multimedialny lub powiązany rekord został w międzyczasie usunięty. Nic nie zmieniono.',
  'history.parentGone':
    'Tej zmiany nie można cofnąć: ojca lub matki tej osoby nie ma już w drzewie.',
  'history.albumPersonGone':
    'Tej zmiany nie można cofnąć: osoby, której dotyczyła, nie ma już w drzewie.',
  'history.branchAdminGone':
    'Tej zmiany nie można cofnąć: administrator gałęzi, któremu zwraca członka, już nie istnieje.',
  'history.otherMemberAccount':
    'Tej zmiany nie można cofnąć: ta osoba ma w międzyczasie inne konto członka.',
  'history.whatNoteLink': 'powiązanie notatki',
  'history.whatCitation': 'cytat ze źródła',
  'history.whatCitationMedia': 'powiązanie multimediów z cytatem',
  'history.whatChild': 'dziecko {name}',
  'history.whatSpouse': 'powiązany z tą osobą małżonek',
  'history.whatImported': 'zaimportowana osoba',
  'history.whatTiedToImport': '{name}, związany(-a) z zaimportowaną osobą',
  'history.whatInBranch': '{name} w gałęzi tego administratora gałęzi',
  'history.whatFactPlace': 'miejsce przepisanego faktu',
  'history.whatPhoto': 'przywracane zdjęcie',
  'history.whatCover': 'przywracane zdjęcie w tle',
  'history.whatImage': 'przywracany obraz',
  'history.whatSectionImage': 'obraz sekcji „{title}”',
  'history.aMember': 'Członek',

  'gedcom.storesTooMuch': '{refusal} Import zapisałby około {size} bajtów, więcej niż {limit}.',
  'gedcom.serverImportLimit':
    'limit tego serwera dla jednego importu (GEDCOM_IMPORT_MAX_BYTES) wynoszący {max} bajtów',
  'gedcom.fileSizeLimit': '{multiple}-krotność rozmiaru pliku ({max} bajtów)',
  'gedcom.decisionsNotJson':
    'Decyzje są nieprawidłowe: wyślij obiekt JSON z identyfikatorami xref z pliku, każdy z identyfikatorem osoby lub null.',
  'gedcom.decisionsUnknownXref': 'Plik nie zawiera osoby {xref}.',
  'gedcom.decisionsUnknownPerson': 'Osoba {id} nie należy do tej rodziny.',
  'gedcom.decisionsSamePerson':
    'Osób {first} i {second} z pliku nie można obu dopasować do tej samej osoby ({id}).',
  'gedcom.mergedSince':
    'Tego importu nie można cofnąć: osoby z rodziny, z którymi scalił osoby z pliku, zostały od tego czasu zmienione. Najpierw cofnij późniejsze zmiany.',
  'duplicates.notAdmin': 'Tylko administratorzy rodziny i gałęzi mogą szukać duplikatów.',
  'duplicates.samePerson': 'Para wymaga dwóch różnych osób.',
  'duplicates.outsideBranch': '{name} nie należy do Twojej gałęzi.',
  'merge.samePerson': 'Nie można scalić osoby z nią samą.',
  'merge.unknownPerson': 'Nie ma takiej osoby w tej rodzinie.',
  'merge.otherFamily': 'Scalić można tylko dwie osoby z tej samej rodziny.',
  'merge.ancestor': 'Nie można scalić osoby {name} z jej własnym przodkiem.',
  'merge.descendant': 'Nie można scalić osoby {name} z jej własnym potomkiem.',
  'merge.mayNotMerge': 'Nie możesz edytować osoby {name}, więc nie możesz jej scalić.',
  'merge.chooseFather': 'Te dwie osoby mają różnych ojców: wybierz, który zostaje.',
  'merge.chooseMother': 'Te dwie osoby mają różne matki: wybierz, która zostaje.',
  'merge.fatherAndMother': 'Scalona osoba byłaby ojcem jednych dzieci i matką innych.',
  'merge.parentGender':
    'Scalona osoba jest rodzicem w drzewie: wybierz pasującą płeć (mężczyzna dla ojca, kobieta dla matki).',
  'merge.changedSince':
    'Tego scalenia nie można cofnąć: scalone osoby zostały od tego czasu zmienione. Najpierw cofnij późniejsze zmiany.',
  'merge.noteHeading': 'Wartości niezachowane przy scalaniu osób {kept} i {other}:',
  'merge.noteName': 'Imię i nazwisko: {value}',
  'merge.noteNickName': 'Przydomek: {value}',
  'merge.noteFamilyName': 'Nazwisko rodowe: {value}',
  'merge.noteBirth': 'Urodzenie: {value}',
  'merge.noteDeath': 'Śmierć: {value}',
  'merge.noteContact': 'Kontakt: {value}',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'Nieznany zestaw znaków „CHAR {value}” w wierszu {line}; odczytano jako {encoding}: sprawdź znaki specjalne',
  'import.noTrailer': 'Plik nie ma wiersza TRLR: może być ucięty',
  'import.notALine': 'Wiersz {line} nie jest wierszem GEDCOM; pominięto',
  'import.levelJump':
    'Wiersz {line} przeskakuje z poziomu {from} na {to}; odczytano jako poziom {as}',

  'import.personWithoutXref': 'Rekord INDI w wierszu {line} nie ma identyfikatora; pominięto',
  'import.definedTwice': '{xref} jest zdefiniowany dwa razy (wiersz {line}); drugi pominięto',
  'import.noteWithoutRecord': 'NOTE {xref} w wierszu {line} nie wskazuje żadnego rekordu',
  'import.unknownTagOnce':
    'Nieznany znacznik {tag} zachowano (raz, po raz pierwszy w wierszu {line})',
  'import.unknownTagTimes':
    'Nieznany znacznik {tag} zachowano ({count} razy, po raz pierwszy w wierszu {line})',
  'import.noSuchFamily': '{tag} {value} w wierszu {line} nie wskazuje żadnej rodziny; pominięto',
  'import.noSuchPerson': '{tag} {value} w wierszu {line} nie wskazuje żadnej osoby; pominięto',
  'import.secondFamily':
    '{xref} jest w wierszu {line} dzieckiem drugiej rodziny; zachowano jako drugie powiązanie rodzinne',
  'import.ownAncestorFather':
    '{xref} (wiersz {line}) byłby własnym przodkiem; powiązanie z ojcem usunięto',
  'import.ownAncestorMother':
    '{xref} (wiersz {line}) byłby własnym przodkiem; powiązanie z matką usunięto',
  'import.impossibleDate': 'Niemożliwa data „{date}” w wierszu {line}; zachowano tak, jak zapisano',
  'import.matchNotMerged':
    'Nie udało się scalić {xref} (wiersz {line}) z osobą {name} (rodzic innej płci albo własny przodek lub potomek); zaimportowano jako nową osobę',

  'import.failedAtLine': 'Wiersz {line}: {problem}',

  'import.aboutCut':
    'Notatki osoby {name} (wiersz {line}) są dłuższe, niż pozwala pole „O mnie” ({max} znaków): skrócono',
  'import.fieldCut':
    'Pole „{field}” osoby {name} (wiersz {line}) ma więcej niż {max} znaków: skrócono',
  'field.firstName': 'imię',
  'field.middleName': 'drugie imię',
  'field.lastName': 'nazwisko',
  'field.nickName': 'przydomek',
  'field.placeOfBirth': 'miejsce urodzenia',
  'field.workRole': 'stanowisko',
  'field.workCompany': 'firma',
  'field.workLocation': 'miejsce pracy',
  'field.course': 'kierunek',
  'field.college': 'uczelnia lub szkoła',
  'field.residencePlace': 'miejsce zamieszkania',
  'field.street': 'ulica',
  'field.city': 'miejscowość',
  'field.state': 'region lub stan',
  'field.postalCode': 'kod pocztowy',
  'field.lifeEventTitle': 'tytuł wydarzenia',
  'field.lifeEventDetail': 'szczegóły wydarzenia',

  'export.notWrittenOne':
    'Nie zapisano w GEDCOM {version} (ta wersja nie ma na to miejsca): {what}',
  'export.notWrittenMany':
    'Nie zapisano w GEDCOM {version} (ta wersja nie ma na to miejsca): {count} × {what}',
  'dropped.record': 'rekord {tag}',
  'dropped.incomplete': '{tag} bez wymaganych części',
  'dropped.under': '{tag} pod {parent}',
  'dropped.second': 'drugi {tag} pod {parent}',
  'dropped.line': '{tag} {value}',
  'dropped.text': 'tekst {tag}',
  'dropped.words': 'słowa {tag} {value}',
  'dropped.noPointer': '{tag} bez wskazania',
  'dropped.rangePhrase': 'PHRASE przedziału dat',

  'record.header': 'Nagłówek pliku',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Osoba',
  'kind.FAM': 'Rodzina',
  'kind.SOUR': 'Źródło',
  'kind.REPO': 'Archiwum',
  'kind.NOTE': 'Notatka',
  'kind.OBJE': 'Multimedia',
  'kind.SUBM': 'Nadawca',
  'kind.SUBN': 'Zgłoszenie',
  'kind.other': 'Rekord {tag}',
} satisfies Translation<typeof en>;

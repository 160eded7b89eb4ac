import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'Unbekannter Zeichensatz „CHAR {value}“ in Zeile {line}; gelesen als {encoding}: Bitte die Sonderzeichen prüfen',
  'import.noTrailer': 'Die Datei hat keine TRLR-Zeile: Sie ist vielleicht unvollständig',
  'import.notALine': 'Zeile {line} ist keine GEDCOM-Zeile; übersprungen',
  'import.levelJump': 'Zeile {line} springt von Ebene {from} auf {to}; gelesen als Ebene {as}',

  'import.personWithoutXref': 'Der INDI-Datensatz in Zeile {line} hat keine Kennung; übersprungen',
  'import.definedTwice':
    '{xref} ist doppelt definiert (Zeile {line}); der zweite wird übersprungen',
  'import.noteWithoutRecord': 'NOTE {xref} in Zeile {line} verweist auf keinen Datensatz',
  'import.unknownTagOnce': 'Unbekanntes Tag {tag} behalten (einmal, zuerst in Zeile {line})',
  'import.unknownTagTimes': 'Unbekanntes Tag {tag} behalten ({count}-mal, zuerst in Zeile {line})',
  'import.noSuchFamily': '{tag} {value} in Zeile {line} verweist auf keine Familie; ignoriert',
  'import.noSuchPerson': '{tag} {value} in Zeile {line} verweist auf keine Person; ignoriert',
  'import.secondFamily':
    '{xref} ist in Zeile {line} Kind einer zweiten Familie; als zweite Familienverbindung behalten',
  'import.ownAncestorFather':
    '{xref} (Zeile {line}) wäre der eigene Vorfahre; die Verbindung zum Vater wird entfernt',
  'import.ownAncestorMother':
    '{xref} (Zeile {line}) wäre der eigene Vorfahre; die Verbindung zur Mutter wird entfernt',
  'import.impossibleDate': 'Unmögliches Datum „{date}“ in Zeile {line}; wie geschrieben behalten',
  'import.matchNotMerged':
    '{xref} (Zeile {line}) konnte nicht mit {name} zusammengeführt werden (ein Elternteil des anderen Geschlechts oder der eigene Vorfahre oder Nachkomme); als neue Person importiert',

  'import.failedAtLine': 'Zeile {line}: {problem}',

  'import.aboutCut':
    'Die Notizen von {name} (Zeile {line}) sind länger, als „Über mich“ erlaubt ({max} Zeichen): passend gekürzt',
  'import.fieldCut':
    'Das Feld „{field}“ von {name} (Zeile {line}) ist länger als {max} Zeichen: passend gekürzt',
  'field.firstName': 'Vorname',
  'field.middleName': 'Zweiter Vorname',
  'field.lastName': 'Nachname',
  'field.nickName': 'Spitzname',
  'field.placeOfBirth': 'Geburtsort',
  'field.workRole': 'Position (Beruf)',
  'field.workCompany': 'Unternehmen (Beruf)',
  'field.workLocation': 'Ort (Beruf)',
  'field.course': 'Studiengang',
  'field.college': 'Hochschule / Universität',
  'field.residencePlace': 'Wohnort',
  'field.street': 'Straße',
  'field.city': 'Stadt',
  'field.state': 'Bundesland',
  'field.postalCode': 'Postleitzahl',
  'field.lifeEventTitle': 'Titel des Lebensereignisses',
  'field.lifeEventDetail': 'Details des Lebensereignisses',

  'export.notWrittenOne':
    'Nicht in GEDCOM {version} geschrieben (dort ist kein Platz dafür): {what}',
  'export.notWrittenMany':
    'Nicht in GEDCOM {version} geschrieben (dort ist kein Platz dafür): {count} × {what}',
  'dropped.record': '{tag}-Datensatz',
  'dropped.incomplete': '{tag} ohne seine Pflichtangaben',
  'dropped.under': '{tag} unter {parent}',
  'dropped.second': 'ein zweites {tag} unter {parent}',
  'dropped.line': '{tag} {value}',
  'dropped.text': 'der Text von {tag}',
  'dropped.words': 'der Wortlaut von {tag} {value}',
  'dropped.noPointer': '{tag} ohne Verweis',
  'dropped.rangePhrase': 'PHRASE eines Datumsbereichs',

  'record.header': 'Der Kopf der Datei',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Person',
  'kind.FAM': 'Familie',
  'kind.SOUR': 'Quelle',
  'kind.REPO': 'Archiv',
  'kind.NOTE': 'Notiz',
  'kind.OBJE': 'Medium',
  'kind.SUBM': 'Einsender',
  'kind.SUBN': 'Einsendung',
  'kind.other': '{tag}-Datensatz',
} satisfies Translation<typeof en>;

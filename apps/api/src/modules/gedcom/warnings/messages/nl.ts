import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'Onbekende tekenset "CHAR {value}" op regel {line}; gelezen als {encoding}: controleer de speciale tekens',
  'import.noTrailer': 'Het bestand heeft geen TRLR-regel: het is misschien afgebroken',
  'import.notALine': 'Regel {line} is geen GEDCOM-regel; overgeslagen',
  'import.levelJump': 'Regel {line} springt van niveau {from} naar {to}; gelezen als niveau {as}',

  'import.personWithoutXref': 'Het INDI-record op regel {line} heeft geen kenmerk; overgeslagen',
  'import.definedTwice':
    '{xref} is twee keer gedefinieerd (regel {line}); de tweede wordt overgeslagen',
  'import.noteWithoutRecord': 'NOTE {xref} op regel {line} verwijst naar geen enkel record',
  'import.unknownTagOnce': 'Onbekende tag {tag} bewaard (één keer, eerst op regel {line})',
  'import.unknownTagTimes': 'Onbekende tag {tag} bewaard ({count} keer, eerst op regel {line})',
  'import.noSuchFamily': '{tag} {value} op regel {line} verwijst naar geen enkel gezin; genegeerd',
  'import.noSuchPerson':
    '{tag} {value} op regel {line} verwijst naar geen enkele persoon; genegeerd',
  'import.secondFamily':
    '{xref} is op regel {line} kind van een tweede gezin; bewaard als tweede gezinskoppeling',
  'import.ownAncestorFather':
    '{xref} (regel {line}) zou de eigen voorouder zijn; de koppeling met de vader vervalt',
  'import.ownAncestorMother':
    '{xref} (regel {line}) zou de eigen voorouder zijn; de koppeling met de moeder vervalt',
  'import.impossibleDate': 'Onmogelijke datum "{date}" op regel {line}; bewaard zoals geschreven',
  'import.matchNotMerged':
    '{xref} (regel {line}) kon niet worden samengevoegd met {name} (een ouder van het andere geslacht, of de eigen voorouder of nakomeling); als nieuwe persoon geïmporteerd',

  'import.failedAtLine': 'Regel {line}: {problem}',

  'import.aboutCut':
    'De notities van {name} (regel {line}) zijn langer dan "Over" toestaat ({max} tekens): ingekort',
  'import.fieldCut':
    'Het veld "{field}" van {name} (regel {line}) is langer dan {max} tekens: ingekort',
  'field.firstName': 'voornaam',
  'field.middleName': 'tweede voornaam',
  'field.lastName': 'achternaam',
  'field.nickName': 'bijnaam',
  'field.placeOfBirth': 'geboorteplaats',
  'field.workRole': 'functie',
  'field.workCompany': 'bedrijf',
  'field.workLocation': 'werklocatie',
  'field.course': 'studie',
  'field.college': 'hogeschool of universiteit',
  'field.residencePlace': 'woonplaats',
  'field.street': 'straat',
  'field.city': 'plaats',
  'field.state': 'provincie of staat',
  'field.postalCode': 'postcode',
  'field.lifeEventTitle': 'titel van de gebeurtenis',
  'field.lifeEventDetail': 'details van de gebeurtenis',

  'export.notWrittenOne': 'Niet geschreven in GEDCOM {version} (daar is geen plaats voor): {what}',
  'export.notWrittenMany':
    'Niet geschreven in GEDCOM {version} (daar is geen plaats voor): {count} × {what}',
  'dropped.record': '{tag}-record',
  'dropped.incomplete': '{tag} zonder de verplichte onderdelen',
  'dropped.under': '{tag} onder {parent}',
  'dropped.second': 'een tweede {tag} onder {parent}',
  'dropped.line': '{tag} {value}',
  'dropped.text': 'de tekst van {tag}',
  'dropped.words': 'de woorden van {tag} {value}',
  'dropped.noPointer': '{tag} zonder verwijzing',
  'dropped.rangePhrase': 'PHRASE van een datumbereik',

  'record.header': 'De kop van het bestand',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Persoon',
  'kind.FAM': 'Gezin',
  'kind.SOUR': 'Bron',
  'kind.REPO': 'Archief',
  'kind.NOTE': 'Notitie',
  'kind.OBJE': 'Media',
  'kind.SUBM': 'Inzender',
  'kind.SUBN': 'Inzending',
  'kind.other': '{tag}-record',
} satisfies Translation<typeof en>;

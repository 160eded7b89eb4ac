/**
 * What a GEDCOM import warns of (the preview's and the job's warnings) and what an export leaves
 * out (the export warnings call), issue 31. English is what the answers said before, byte for
 * byte. Values are strings or numbers written as they are (a line number is never "1,234"); GEDCOM
 * tags and xrefs (NOTE, FAMS, @I1@) are values or stay as they are in every language. Every
 * English message is simple (no plural or select): it formats without the ICU formatter, which
 * the server does not load for English.
 */
export default {
  // ---- Import: reading the file --------------------------------------------------------------
  'import.unknownCharset':
    'Unknown character set "CHAR {value}" on line {line}; read as {encoding}: check the special letters',
  'import.noTrailer': 'The file has no TRLR line: it may be cut short',
  'import.notALine': 'Line {line} is not a GEDCOM line; skipped',
  'import.levelJump': 'Line {line} jumps from level {from} to {to}; read as level {as}',

  // ---- Import: records and links -------------------------------------------------------------
  'import.personWithoutXref': 'The INDI record on line {line} has no identifier; skipped',
  'import.definedTwice': '{xref} is defined twice (line {line}); the second is skipped',
  'import.noteWithoutRecord': 'NOTE {xref} on line {line} points to no record',
  'import.unknownTagOnce': 'Unknown tag {tag} kept (once, first on line {line})',
  'import.unknownTagTimes': 'Unknown tag {tag} kept ({count} times, first on line {line})',
  'import.noSuchFamily': '{tag} {value} on line {line} points to no family; ignored',
  'import.noSuchPerson': '{tag} {value} on line {line} points to no person; ignored',
  'import.secondFamily':
    '{xref} is a child of a second family on line {line}; kept as a second family link',
  'import.ownAncestorFather':
    '{xref} (line {line}) would be their own ancestor; the link to their father is dropped',
  'import.ownAncestorMother':
    '{xref} (line {line}) would be their own ancestor; the link to their mother is dropped',
  'import.impossibleDate': 'Impossible date "{date}" on line {line}; kept as written',
  'import.matchNotMerged':
    '{xref} (line {line}) could not be merged with {name} (a parent of the other sex, or their own ancestor or descendant); imported as a new person',

  /** Why an import failed: a line of the file and the rule it breaks (a text of the spec). */
  'import.failedAtLine': 'Line {line}: {problem}',

  // ---- Import: text cut to the form's limits -------------------------------------------------
  'import.aboutCut':
    'The notes of {name} (line {line}) are longer than "about" allows ({max} characters): cut to fit',
  /** {field} is one of the field.* texts below. */
  'import.fieldCut':
    'The {field} of {name} (line {line}) is longer than {max} characters: cut to fit',
  'field.firstName': 'first name',
  'field.middleName': 'middle name',
  'field.lastName': 'last name',
  'field.nickName': 'nickname',
  'field.placeOfBirth': 'place of birth',
  'field.workRole': 'work role',
  'field.workCompany': 'work company',
  'field.workLocation': 'work location',
  'field.course': 'course',
  'field.college': 'college or university',
  'field.residencePlace': 'residence place',
  'field.street': 'street',
  'field.city': 'city',
  'field.state': 'state',
  'field.postalCode': 'postal code',
  'field.lifeEventTitle': 'life event title',
  'field.lifeEventDetail': 'life event detail',

  // ---- Export: what a version has no place for -----------------------------------------------
  /** {what} is one of the dropped.* texts below. */
  'export.notWrittenOne': 'Not written in GEDCOM {version} (it has no place for it): {what}',
  'export.notWrittenMany':
    'Not written in GEDCOM {version} (it has no place for them): {count} × {what}',
  'dropped.record': '{tag} record',
  'dropped.incomplete': '{tag} without its required parts',
  'dropped.under': '{tag} under {parent}',
  'dropped.second': 'a second {tag} under {parent}',
  /** A line by its tag and the start of its value: "DATE 31 FEB 1900". */
  'dropped.line': '{tag} {value}',
  'dropped.text': 'the text of {tag}',
  'dropped.words': 'the words of {tag} {value}',
  'dropped.noPointer': '{tag} without a pointer',
  'dropped.rangePhrase': 'PHRASE of a date range',

  // ---- Export: the record a warning is about -------------------------------------------------
  'record.header': 'The file’s header',
  /** A person by their name and xref: "Anna Berg (@I1@)". */
  'record.person': '{name} ({xref})',
  /** {kind} is one of the kind.* texts below: "Family @F3@". */
  'record.kindXref': '{kind} {xref}',
  /** "Source Parish register (@S2@)". */
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Person',
  'kind.FAM': 'Family',
  'kind.SOUR': 'Source',
  'kind.REPO': 'Repository',
  'kind.NOTE': 'Note',
  'kind.OBJE': 'Media',
  'kind.SUBM': 'Submitter',
  'kind.SUBN': 'Submission',
  /** A record of a kind without a name of its own. */
  'kind.other': '{tag} record',
} as const;

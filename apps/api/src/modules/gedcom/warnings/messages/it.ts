import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'Set di caratteri sconosciuto «CHAR {value}» alla riga {line}; letto come {encoding}: controlla i caratteri speciali',
  'import.noTrailer': 'Il file non ha una riga TRLR: potrebbe essere troncato',
  'import.notALine': 'La riga {line} non è una riga GEDCOM; saltata',
  'import.levelJump': 'La riga {line} salta dal livello {from} al {to}; letta come livello {as}',

  'import.personWithoutXref': 'Il record INDI alla riga {line} non ha un identificativo; saltato',
  'import.definedTwice': '{xref} è definito due volte (riga {line}); il secondo viene saltato',
  'import.noteWithoutRecord': 'NOTE {xref} alla riga {line} non rimanda ad alcun record',
  'import.unknownTagOnce':
    'Tag sconosciuto {tag} conservato (una volta, la prima alla riga {line})',
  'import.unknownTagTimes':
    'Tag sconosciuto {tag} conservato ({count} volte, la prima alla riga {line})',
  'import.noSuchFamily': '{tag} {value} alla riga {line} non rimanda ad alcuna famiglia; ignorato',
  'import.noSuchPerson': '{tag} {value} alla riga {line} non rimanda ad alcuna persona; ignorato',
  'import.secondFamily':
    '{xref} è figlio di una seconda famiglia alla riga {line}; conservato come secondo legame familiare',
  'import.ownAncestorFather':
    '{xref} (riga {line}) sarebbe antenato di sé stesso; il legame con il padre viene rimosso',
  'import.ownAncestorMother':
    '{xref} (riga {line}) sarebbe antenato di sé stesso; il legame con la madre viene rimosso',
  'import.impossibleDate':
    'Data impossibile «{date}» alla riga {line}; conservata così come è scritta',
  'import.matchNotMerged':
    "{xref} (riga {line}) non è stato possibile unirlo a {name} (un genitore dell''altro sesso, o il proprio antenato o discendente); importato come nuova persona",

  'import.failedAtLine': 'Riga {line}: {problem}',

  'import.aboutCut':
    'Le note di {name} (riga {line}) sono più lunghe di quanto consenta «Informazioni» ({max} caratteri): accorciate',
  'import.fieldCut':
    'Il campo «{field}» di {name} (riga {line}) supera i {max} caratteri: accorciato',
  'field.firstName': 'nome',
  'field.middleName': 'secondo nome',
  'field.lastName': 'cognome',
  'field.nickName': 'soprannome',
  'field.placeOfBirth': 'luogo di nascita',
  'field.workRole': 'ruolo',
  'field.workCompany': 'azienda',
  'field.workLocation': 'sede di lavoro',
  'field.course': 'corso di studi',
  'field.college': 'istituto o università',
  'field.residencePlace': 'luogo di residenza',
  'field.street': 'via',
  'field.city': 'città',
  'field.state': 'stato o regione',
  'field.postalCode': 'CAP',
  'field.lifeEventTitle': 'titolo dell’evento',
  'field.lifeEventDetail': 'dettagli dell’evento',

  'export.notWrittenOne':
    'Non scritto in GEDCOM {version} (questa versione non ha posto per questo): {what}',
  'export.notWrittenMany':
    'Non scritto in GEDCOM {version} (questa versione non ha posto per questo): {count} × {what}',
  'dropped.record': 'record {tag}',
  'dropped.incomplete': '{tag} senza le sue parti obbligatorie',
  'dropped.under': '{tag} sotto {parent}',
  'dropped.second': 'un secondo {tag} sotto {parent}',
  'dropped.line': '{tag} {value}',
  'dropped.text': 'il testo di {tag}',
  'dropped.words': 'le parole di {tag} {value}',
  'dropped.noPointer': '{tag} senza riferimento',
  'dropped.rangePhrase': 'PHRASE di un intervallo di date',

  'record.header': 'L’intestazione del file',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Persona',
  'kind.FAM': 'Famiglia',
  'kind.SOUR': 'Fonte',
  'kind.REPO': 'Archivio',
  'kind.NOTE': 'Nota',
  'kind.OBJE': 'Media',
  'kind.SUBM': 'Mittente',
  'kind.SUBN': 'Invio',
  'kind.other': 'Record {tag}',
} satisfies Translation<typeof en>;

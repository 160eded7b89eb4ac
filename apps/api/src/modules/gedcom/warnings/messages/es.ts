import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'Juego de caracteres desconocido «CHAR {value}» en la línea {line}; leído como {encoding}: revise los caracteres especiales',
  'import.noTrailer': 'El archivo no tiene línea TRLR: puede estar incompleto',
  'import.notALine': 'La línea {line} no es una línea GEDCOM; omitida',
  'import.levelJump': 'La línea {line} salta del nivel {from} al {to}; leída como nivel {as}',

  'import.personWithoutXref': 'El registro INDI de la línea {line} no tiene identificador; omitido',
  'import.definedTwice': '{xref} está definido dos veces (línea {line}); se omite el segundo',
  'import.noteWithoutRecord': 'NOTE {xref} en la línea {line} no apunta a ningún registro',
  'import.unknownTagOnce':
    'Etiqueta desconocida {tag} conservada (una vez, primero en la línea {line})',
  'import.unknownTagTimes':
    'Etiqueta desconocida {tag} conservada ({count} veces, primero en la línea {line})',
  'import.noSuchFamily': '{tag} {value} en la línea {line} no apunta a ninguna familia; ignorado',
  'import.noSuchPerson': '{tag} {value} en la línea {line} no apunta a ninguna persona; ignorado',
  'import.secondFamily':
    '{xref} es hijo de una segunda familia en la línea {line}; se conserva como segundo vínculo familiar',
  'import.ownAncestorFather':
    '{xref} (línea {line}) sería su propio antepasado; se elimina el vínculo con su padre',
  'import.ownAncestorMother':
    '{xref} (línea {line}) sería su propio antepasado; se elimina el vínculo con su madre',
  'import.impossibleDate': 'Fecha imposible «{date}» en la línea {line}; se conserva tal como está',
  'import.matchNotMerged':
    '{xref} (línea {line}) no se pudo fusionar con {name} (un progenitor del otro sexo, o su propio antepasado o descendiente); importado como persona nueva',

  'import.failedAtLine': 'Línea {line}: {problem}',

  'import.aboutCut':
    'Las notas de {name} (línea {line}) son más largas de lo que permite «Acerca de» ({max} caracteres): recortadas',
  'import.fieldCut':
    'El campo «{field}» de {name} (línea {line}) supera los {max} caracteres: recortado',
  'field.firstName': 'nombre',
  'field.middleName': 'segundo nombre',
  'field.lastName': 'apellidos',
  'field.nickName': 'apodo',
  'field.placeOfBirth': 'lugar de nacimiento',
  'field.workRole': 'puesto',
  'field.workCompany': 'empresa',
  'field.workLocation': 'lugar de trabajo',
  'field.course': 'estudios',
  'field.college': 'centro o universidad',
  'field.residencePlace': 'lugar de residencia',
  'field.street': 'calle',
  'field.city': 'ciudad',
  'field.state': 'estado o provincia',
  'field.postalCode': 'código postal',
  'field.lifeEventTitle': 'título del acontecimiento',
  'field.lifeEventDetail': 'detalles del acontecimiento',

  'export.notWrittenOne':
    'No escrito en GEDCOM {version} (esta versión no tiene lugar para ello): {what}',
  'export.notWrittenMany':
    'No escrito en GEDCOM {version} (esta versión no tiene lugar para ello): {count} × {what}',
  'dropped.record': 'registro {tag}',
  'dropped.incomplete': '{tag} sin sus partes obligatorias',
  'dropped.under': '{tag} bajo {parent}',
  'dropped.second': 'un segundo {tag} bajo {parent}',
  'dropped.line': '{tag} {value}',
  'dropped.text': 'el texto de {tag}',
  'dropped.words': 'las palabras de {tag} {value}',
  'dropped.noPointer': '{tag} sin referencia',
  'dropped.rangePhrase': 'PHRASE de un intervalo de fechas',

  'record.header': 'La cabecera del archivo',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Persona',
  'kind.FAM': 'Familia',
  'kind.SOUR': 'Fuente',
  'kind.REPO': 'Archivo',
  'kind.NOTE': 'Nota',
  'kind.OBJE': 'Medio',
  'kind.SUBM': 'Remitente',
  'kind.SUBN': 'Envío',
  'kind.other': 'Registro {tag}',
} satisfies Translation<typeof en>;

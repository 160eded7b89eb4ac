import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'Conjunto de caracteres desconhecido "CHAR {value}" na linha {line}; lido como {encoding}: confira os caracteres especiais',
  'import.noTrailer': 'O arquivo não tem linha TRLR: pode estar incompleto',
  'import.notALine': 'A linha {line} não é uma linha GEDCOM; ignorada',
  'import.levelJump': 'A linha {line} salta do nível {from} para o {to}; lida como nível {as}',

  'import.personWithoutXref': 'O registro INDI da linha {line} não tem identificador; ignorado',
  'import.definedTwice': '{xref} está definido duas vezes (linha {line}); o segundo é ignorado',
  'import.noteWithoutRecord': 'NOTE {xref} na linha {line} não aponta para nenhum registro',
  'import.unknownTagOnce':
    'Etiqueta desconhecida {tag} mantida (uma vez, primeiro na linha {line})',
  'import.unknownTagTimes':
    'Etiqueta desconhecida {tag} mantida ({count} vezes, primeiro na linha {line})',
  'import.noSuchFamily': '{tag} {value} na linha {line} não aponta para nenhuma família; ignorado',
  'import.noSuchPerson': '{tag} {value} na linha {line} não aponta para nenhuma pessoa; ignorado',
  'import.secondFamily':
    '{xref} é filho de uma segunda família na linha {line}; mantido como segundo vínculo familiar',
  'import.ownAncestorFather':
    '{xref} (linha {line}) seria o próprio antepassado; o vínculo com o pai é removido',
  'import.ownAncestorMother':
    '{xref} (linha {line}) seria o próprio antepassado; o vínculo com a mãe é removido',
  'import.impossibleDate': 'Data impossível "{date}" na linha {line}; mantida como está escrita',
  'import.matchNotMerged':
    '{xref} (linha {line}) não pôde ser mesclado com {name} (um genitor do outro sexo, ou o próprio ancestral ou descendente); importado como nova pessoa',

  'import.failedAtLine': 'Linha {line}: {problem}',

  'import.aboutCut':
    'As notas de {name} (linha {line}) são mais longas do que "Sobre" permite ({max} caracteres): encurtadas',
  'import.fieldCut':
    'O campo "{field}" de {name} (linha {line}) passa de {max} caracteres: encurtado',
  'field.firstName': 'nome',
  'field.middleName': 'nome do meio',
  'field.lastName': 'sobrenome',
  'field.nickName': 'apelido',
  'field.placeOfBirth': 'local de nascimento',
  'field.workRole': 'cargo',
  'field.workCompany': 'empresa',
  'field.workLocation': 'local de trabalho',
  'field.course': 'curso',
  'field.college': 'faculdade ou universidade',
  'field.residencePlace': 'local de residência',
  'field.street': 'rua',
  'field.city': 'cidade',
  'field.state': 'estado',
  'field.postalCode': 'CEP',
  'field.lifeEventTitle': 'título do acontecimento',
  'field.lifeEventDetail': 'detalhes do acontecimento',

  'export.notWrittenOne':
    'Não escrito em GEDCOM {version} (esta versão não tem lugar para isso): {what}',
  'export.notWrittenMany':
    'Não escrito em GEDCOM {version} (esta versão não tem lugar para isso): {count} × {what}',
  'dropped.record': 'registro {tag}',
  'dropped.incomplete': '{tag} sem as partes obrigatórias',
  'dropped.under': '{tag} sob {parent}',
  'dropped.second': 'um segundo {tag} sob {parent}',
  'dropped.line': '{tag} {value}',
  'dropped.text': 'o texto de {tag}',
  'dropped.words': 'as palavras de {tag} {value}',
  'dropped.noPointer': '{tag} sem referência',
  'dropped.rangePhrase': 'PHRASE de um intervalo de datas',

  'record.header': 'O cabeçalho do arquivo',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Pessoa',
  'kind.FAM': 'Família',
  'kind.SOUR': 'Fonte',
  'kind.REPO': 'Acervo',
  'kind.NOTE': 'Nota',
  'kind.OBJE': 'Mídia',
  'kind.SUBM': 'Remetente',
  'kind.SUBN': 'Envio',
  'kind.other': 'Registro {tag}',
} satisfies Translation<typeof en>;

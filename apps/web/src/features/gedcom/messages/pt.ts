import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'Importar / Exportar',
  importHeading: 'Importar um arquivo GEDCOM',
  importIntro:
    'Traz uma árvore inteira de outro programa. Numa família que já tem pessoas, as do arquivo são primeiro associadas a elas.',
  exportHeading: 'Exportar como GEDCOM',
  readingFile: 'Lendo o arquivo',
  readingName: 'Lendo {name}…',

  dropHere: 'Solte aqui um arquivo GEDCOM (.ged, ou um GEDZIP .zip/.gdz com a mídia), ou',
  fileLabel: 'Arquivo GEDCOM',
  chooseFile: 'Escolher um arquivo',
  dropHint:
    'GEDCOM 5.5.1 ou 7.0 do Gramps, webtrees, Ancestry, MyHeritage e outros; no máximo 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, gerado por {program}',
  fileUnknownVersion: 'GEDCOM de versão desconhecida, {encoding}',
  fileUnknownVersionBy: 'GEDCOM de versão desconhecida, {encoding}, gerado por {program}',
  fileHolds: 'O que o arquivo contém',
  countPersons: 'Pessoas',
  countFamilies: 'Famílias',
  countEvents: 'Eventos',
  countNotes: 'Notas',
  countSources: 'Fontes',
  countRepositories: 'Repositórios',
  countCitations: 'Citações',
  countMedia: 'Referências de mídia',
  countPlaces: 'Locais',
  founderLabel: 'Fundador da árvore (mostrado primeiro)',
  founderOption: '{name} ({count, plural, one {# descendente} other {# descendentes}})',
  warningsIntro:
    '{count, plural, one {# aviso} other {# avisos}}: a importação continua mesmo assim.',
  warnings: 'Avisos',
  importPersons: '{count, plural, one {Importar # pessoa} other {Importar # pessoas}}',
  chooseAnother: 'Escolher outro arquivo',
  matchesHeading: 'Pessoas que já estão na família',
  matchesIntro:
    'Estas pessoas do arquivo parecem pessoas da família. Uma correspondência aceita é mesclada: a família mantém seus valores, o arquivo completa o que falta e traz seus fatos, fontes e notas, e um valor diferente é guardado em uma nota.',
  newPersons: 'Pessoas novas, adicionadas: {count}',
  matchesList: 'Correspondências',
  matchOf: '{file} e {family}',
  fileSide: 'No arquivo',
  familySide: 'Na família',
  matchScore: 'Pontuação {score}',
  acceptMatch: 'Mesclar {file} com {family}',
  reasonsLabel: 'Por quê',
  reasonPoints: '{text}: {points}',
  conflictsLabel: 'Difere',
  conflictLine: '{field}: {file} no arquivo, {family} na família',
  fieldDateOfBirth: 'Data de nascimento',
  fieldDateOfDeath: 'Data de falecimento',
  fieldPlaceOfBirth: 'Local de nascimento',
  fieldGender: 'Sexo',
  thresholdLabel: 'Aceitar a partir da pontuação',
  acceptAbove: 'Aceitar todas a partir de {score}',
  rejectAll: 'Rejeitar todas',
  acceptedCount: 'Aceitas: {accepted} de {total}',
  importedInto: 'Mescladas com a família: {matched}. Adicionadas: {added}.',
  bornDied: '{born} – {died}',
  born: 'n. {date}',
  died: 'f. {date}',

  openTree: 'Abrir a árvore genealógica',
  imported:
    'Foram importados {persons, plural, one {# pessoa} other {# pessoas}}, {unions, plural, one {# casamento} other {# casamentos}} e {events, plural, one {# evento} other {# eventos}}.',
  failedHint:
    'Corrija essa linha do arquivo (ou remova-a) no programa que o gerou, exporte de novo e importe o novo arquivo. A família não foi alterada.',
  importing: 'Importando: {processed} de {total, plural, one {# pessoa} other {# pessoas}}',
  importingWithRate:
    'Importando: {processed} de {total, plural, one {# pessoa} other {# pessoas}} · {rate} pessoas/s · faltam {time}',
  importProgress: 'Progresso da importação',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Cada pessoa, casamento, evento e nota da família, com o que foi mantido de uma importação, em um arquivo que qualquer programa de genealogia consegue ler.',
  versionLabel: 'Versão do GEDCOM',
  version551: 'GEDCOM 5.5.1 (a maioria dos programas)',
  version7Zip: 'GEDCOM 7.0 com mídia (zip)',
  preparing: 'Preparando o arquivo…',
  download: 'Baixar {file}',
  checkFailed:
    'Não foi possível verificar o que o {version} deixa de fora: {error} O download funciona mesmo assim.',
  checking: 'Verificando o que o {version} consegue conter…',
  carriesEverything: 'O {version} consegue conter tudo o que a família tem.',
  leavesOut: 'Esta exportação deixa de fora {count, plural, one {# item} other {# itens}}',
  noPlace:
    '{count, plural, one {O {version} não tem lugar para ele. Ele continua aqui na família; o download o deixa de fora.} other {O {version} não tem lugar para eles. Eles continuam aqui na família; o download os deixa de fora.}}',
  leftOutList: 'O que a exportação deixa de fora',
  moreNotListed: '{count, plural, one {E mais #, não listado.} other {E mais #, não listados.}}',
  showFewer: 'Mostrar menos',
  showMore: '{count, plural, one {Mostrar mais #} other {Mostrar mais #}}',

  fromRecords: 'Dos registros da família',
  loadingRecords: 'Carregando os registros da família',
  recordsLoadFailed: 'Não foi possível carregar os registros da família.',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'Diagram afdrukken',
  paper: 'Papier',
  letter: 'Letter (VS)',
  poster: 'Poster: het diagram op zijn eigen formaat',
  orientation: 'Afdrukstand',
  portrait: 'Staand',
  landscape: 'Liggend',
  pages: 'Pagina’s',
  tile: 'Over meerdere pagina’s verdelen',
  fit: 'Passend op één pagina',
  onePage: '1 pagina',
  pageGrid: '{columns} × {rows} pagina’s',
  printedCount:
    '{count, plural, one {# pagina wordt afgedrukt} other {# pagina’s worden afgedrukt}}: lege pagina’s worden overgeslagen.',
  namesAt: 'Namen worden afgedrukt op {size} pt.',
  tooSmall:
    'Op één pagina zouden de namen te klein zijn om te lezen: verdeel het diagram over meerdere pagina’s.',
  posterSize: 'Eén pagina van {width} × {height} cm, voor een drukkerij.',
  pdfNote:
    'Voor een pdf-bestand kiest u in het afdrukvenster van de browser de bestemming ‘Opslaan als pdf’: het bestand is vectorieel en blijft op elk formaat scherp.',
  print: 'Afdrukken',
  cancel: 'Annuleren',
  tileLabel: 'rij {row}, kolom {column} van {columns} × {rows}',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'Stampa il grafico',
  paper: 'Carta',
  letter: 'Lettera (USA)',
  poster: 'Poster: il grafico nelle sue dimensioni',
  orientation: 'Orientamento',
  portrait: 'Verticale',
  landscape: 'Orizzontale',
  pages: 'Pagine',
  tile: 'Dividi su più pagine',
  fit: 'Adatta a una pagina',
  onePage: '1 pagina',
  pageGrid: '{columns} × {rows} pagine',
  printedCount:
    '{count, plural, one {Viene stampata # pagina} other {Vengono stampate # pagine}}: le pagine vuote vengono saltate.',
  namesAt: 'I nomi sono stampati a {size} pt.',
  tooSmall:
    'Su una sola pagina i nomi sarebbero troppo piccoli da leggere: dividi il grafico su più pagine.',
  posterSize: 'Una pagina di {width} × {height} cm, per una tipografia.',
  pdfNote:
    'Per un file PDF, scegli la destinazione «Salva come PDF» nella finestra di stampa del browser: il file è vettoriale e resta nitido a qualsiasi dimensione.',
  print: 'Stampa',
  cancel: 'Annulla',
  tileLabel: 'riga {row}, colonna {column} di {columns} × {rows}',
} satisfies Translation<typeof en>;

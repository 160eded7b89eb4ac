import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'Drukuj wykres',
  paper: 'Papier',
  letter: 'Letter (USA)',
  poster: 'Plakat: wykres we własnym rozmiarze',
  orientation: 'Orientacja',
  portrait: 'Pionowa',
  landscape: 'Pozioma',
  pages: 'Strony',
  tile: 'Podziel na kilka stron',
  fit: 'Dopasuj do jednej strony',
  onePage: '1 strona',
  pageGrid: 'Strony: {columns} × {rows}',
  printedCount:
    '{count, plural, one {Drukowana jest # strona} few {Drukowane są # strony} many {Drukowanych jest # stron} other {Drukowane jest # strony}}: puste strony są pomijane.',
  namesAt: 'Imiona i nazwiska są drukowane czcionką {size} pt.',
  tooSmall:
    'Na jednej stronie imiona i nazwiska byłyby za małe, by je przeczytać: podziel wykres na kilka stron.',
  posterSize: 'Jedna strona o wymiarach {width} × {height} cm, dla drukarni.',
  pdfNote:
    'Aby uzyskać plik PDF, wybierz w oknie drukowania przeglądarki miejsce docelowe „Zapisz jako PDF”: plik jest wektorowy i pozostaje ostry w każdym rozmiarze.',
  print: 'Drukuj',
  cancel: 'Anuluj',
  tileLabel: 'wiersz {row}, kolumna {column} z {columns} × {rows}',
} satisfies Translation<typeof en>;

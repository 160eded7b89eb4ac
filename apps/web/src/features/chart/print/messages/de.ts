import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'Diagramm drucken',
  paper: 'Papier',
  letter: 'Letter (US)',
  poster: 'Poster: das Diagramm in eigener Größe',
  orientation: 'Ausrichtung',
  portrait: 'Hochformat',
  landscape: 'Querformat',
  pages: 'Seiten',
  tile: 'Auf mehrere Seiten aufteilen',
  fit: 'Auf eine Seite einpassen',
  onePage: '1 Seite',
  pageGrid: '{columns} × {rows} Seiten',
  printedCount:
    '{count, plural, one {# Seite wird gedruckt} other {# Seiten werden gedruckt}}: Seiten ohne Inhalt werden ausgelassen.',
  namesAt: 'Namen werden in {size} pt gedruckt.',
  tooSmall:
    'Auf einer Seite wären die Namen zu klein zum Lesen: Teilen Sie das Diagramm auf mehrere Seiten auf.',
  posterSize: 'Eine Seite von {width} × {height} cm, für eine Druckerei.',
  pdfNote:
    'Für eine PDF-Datei wählen Sie im Druckdialog des Browsers das Ziel „Als PDF speichern“: Die Datei ist als Vektorgrafik gezeichnet und bleibt in jeder Größe scharf.',
  print: 'Drucken',
  cancel: 'Abbrechen',
  tileLabel: 'Zeile {row}, Spalte {column} von {columns} × {rows}',
} satisfies Translation<typeof en>;

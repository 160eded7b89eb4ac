import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'Imprimir el diagrama',
  paper: 'Papel',
  letter: 'Carta',
  poster: 'Póster: el diagrama a su propio tamaño',
  orientation: 'Orientación',
  portrait: 'Vertical',
  landscape: 'Horizontal',
  pages: 'Páginas',
  tile: 'Repartir en varias páginas',
  fit: 'Ajustar a una página',
  onePage: '1 página',
  pageGrid: '{columns} × {rows} páginas',
  printedCount:
    '{count, plural, one {Se imprime # página} other {Se imprimen # páginas}}: las páginas vacías se omiten.',
  namesAt: 'Los nombres se imprimen a {size} pt.',
  tooSmall:
    'En una sola página los nombres serían demasiado pequeños para leerlos: reparta el diagrama en varias páginas.',
  posterSize: 'Una página de {width} × {height} cm, para una imprenta.',
  pdfNote:
    'Para obtener un archivo PDF, elija el destino «Guardar como PDF» en el cuadro de impresión del navegador: el archivo es vectorial y se ve nítido a cualquier tamaño.',
  print: 'Imprimir',
  cancel: 'Cancelar',
  tileLabel: 'fila {row}, columna {column} de {columns} × {rows}',
} satisfies Translation<typeof en>;

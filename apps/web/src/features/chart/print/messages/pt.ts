import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'Imprimir o gráfico',
  paper: 'Papel',
  letter: 'Carta',
  poster: 'Cartaz: o gráfico no seu próprio tamanho',
  orientation: 'Orientação',
  portrait: 'Retrato',
  landscape: 'Paisagem',
  pages: 'Páginas',
  tile: 'Dividir por várias páginas',
  fit: 'Ajustar a uma página',
  onePage: '1 página',
  pageGrid: '{columns} × {rows} páginas',
  printedCount:
    '{count, plural, one {É impressa # página} other {São impressas # páginas}}: as páginas vazias são omitidas.',
  namesAt: 'Os nomes são impressos a {size} pt.',
  tooSmall:
    'Numa só página os nomes ficariam pequenos demais para ler: divida o gráfico por várias páginas.',
  posterSize: 'Uma página de {width} × {height} cm, para uma gráfica.',
  pdfNote:
    'Para um ficheiro PDF, escolha o destino «Guardar como PDF» na caixa de impressão do navegador: o ficheiro é vetorial e fica nítido em qualquer tamanho.',
  print: 'Imprimir',
  cancel: 'Cancelar',
  tileLabel: 'linha {row}, coluna {column} de {columns} × {rows}',
} satisfies Translation<typeof en>;

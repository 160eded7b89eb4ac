/** The print dialog of a chart and the labels on its printed pages (issue 32). */
export default {
  dialogTitle: 'Print the chart',
  paper: 'Paper',
  letter: 'Letter',
  poster: 'Poster: the chart’s own size',
  orientation: 'Orientation',
  portrait: 'Portrait',
  landscape: 'Landscape',
  pages: 'Pages',
  tile: 'Tile over several pages',
  fit: 'Fit on one page',
  onePage: '1 page',
  pageGrid: '{columns} × {rows} pages',
  printedCount:
    '{count, plural, one {# page is printed} other {# pages are printed}}: pages with nothing on them are left out.',
  namesAt: 'Names print at {size} pt.',
  tooSmall: 'The names would be too small to read on one page: tile the chart over several pages.',
  posterSize: 'One page of {width} × {height} cm, for a print shop.',
  pdfNote:
    'For a PDF file, choose “Save as PDF” as the destination in the browser’s print dialog: the file is drawn in vectors and stays sharp at any size.',
  print: 'Print',
  cancel: 'Cancel',
  // In the margin of each tile, so that the pages can be put together.
  tileLabel: 'row {row}, column {column} of {columns} × {rows}',
} as const;

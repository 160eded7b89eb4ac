/**
 * The charts' texts: the chart page, its toolbar and zoom buttons, the cards' names for screen
 * readers, and the heading of a printed or downloaded chart.
 */
export default {
  chart: 'Chart',
  familyTree: 'Family Tree',
  backToTree: 'Back to the tree list',
  loadingChart: 'Loading the chart',
  pedigreeChart: 'Pedigree chart',
  descendantsChart: 'Descendant chart',
  hourglassChart: 'Hourglass chart',
  fanChart: 'Fan chart',
  pedigreeChartOf: 'Pedigree chart of {name}',
  descendantsChartOf: 'Descendant chart of {name}',
  hourglassChartOf: 'Hourglass chart of {name}',
  fanChartOf: 'Fan chart of {name}',
  canvasLabel:
    '{chart}. Drag or use the arrow keys to move, the wheel or + and - to zoom, 0 to fit.',
  // How a screen reader calls the chart (aria-roledescription).
  canvasRole: 'chart',
  // What the keys do on a card (the chart's aria-description).
  cardKeys:
    "On a person: the arrow keys go up to a parent, down to a child, left and right along the generation; Home returns to the chart's person, Enter opens the details, Escape moves the chart.",

  // The toolbar
  chartKind: 'Chart kind',
  pedigree: 'Pedigree',
  descendants: 'Descendants',
  hourglass: 'Hourglass',
  fan: 'Fan',
  showChartOf: 'Show the chart of',
  generations: 'Generations',
  allGenerations: 'All',
  downloadSvg: 'Download SVG',
  downloadPng: 'Download PNG',
  printOrPdf: 'Print or PDF',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit the chart',

  // A person's card
  male: 'male',
  female: 'female',
  genderUnknown: 'gender unknown',
  maleLetter: 'M',
  femaleLetter: 'F',
  unknownLetter: '?',

  // A printed or downloaded chart's lines under its title
  legend: '{male}: male · {female}: female · {unknown}: gender unknown',
  madeOn: 'Made on {date}',

  bornIn: 'born in {place}',
  diedIn: 'died in {place}',
  ofFamily: 'of {family}',
  centreOn: 'Centre the chart on {name}',
  onOtherSite: '{name} on the site of {family}',
  relationshipChart: 'Relationship chart',
  unknownPerson: 'Unknown',

  // The fan's options and the legend of its colours
  fanShape: 'Shape',
  fanHalf: 'Half circle (180°)',
  fanThreeQuarter: 'Three quarters (270°)',
  fanFull: 'Full circle (360°)',
  fanColours: 'Colours',
  fanByGeneration: 'By generation',
  fanByLine: 'By line',
  fanLegendLabel: "What the fan's colours mean",
  fanParents: 'Parents',
  fanGrandparents: 'Grandparents',
  fanGreatGrandparents: 'Great-grandparents',
  fanGreatN: '{n}× great-grandparents',
  fanPaternal: "Father's side",
  fanMaternal: "Mother's side",
  fanUnknown: 'Not known',
} as const;

import type { Bounds, ChartLayout } from '../logic/chart-geometry';
import { lineBoxes, linePath, overlapsBox, type Box, type LineBox } from './line-boxes';

export type Paper = 'a4' | 'letter' | 'a3' | 'poster';
export type Orientation = 'portrait' | 'landscape';
export type PrintLayout = 'tile' | 'fit';

export interface PrintChoice {
  paper: Paper;
  orientation: Orientation;
  layout: PrintLayout;
}

/** Portrait sizes in mm, and the names CSS `@page { size }` knows them by. */
export const papers = {
  a4: { width: 210, height: 297, css: 'A4' },
  letter: { width: 215.9, height: 279.4, css: 'letter' },
  a3: { width: 297, height: 420, css: 'A3' },
} as const;

/** Page margin, the heading band on every page, and the band that neighbouring tiles share (mm). */
export const sheet = { margin: 10, head: 12, overlap: 10 } as const;
/** Chart units of blank space around the cards. */
const pad = 10;

const mmPerPt = 25.4 / 72;
export const readableNamePt = 8;
/** The smallest name a chart draws, in chart units: the fan's (a card's name is 14). */
export const smallestNameUnits = 12;
/** mm per chart unit at which the smallest name prints at 8 pt: the tiles' and the poster's scale. */
export const readableScale = (readableNamePt * mmPerPt) / smallestNameUnits;
/** "Fit" enlarges a small chart at most this far: three cards do not become a poster. */
const maxFitScale = 2 * readableScale;
/** PDF readers keep pages to 200 inches a side (the 14,400-unit limit of the PDF format). */
export const maxPosterMm = 5080;
/** A poster is at least this wide, so that its heading fits. */
const minPosterWidth = 150;

/** One page of a print: the part of the chart it shows, in chart units. */
export interface Tile {
  row: number;
  column: number;
  view: Box;
  /** The index of each card on this tile, in layout.placed. */
  cards: number[];
  /** This tile's part of the lines, as a path (all the lines when they could not be read). */
  links: string;
  /** Holds a card or a line: an empty tile is not printed (its neighbours keep their labels). */
  used: boolean;
}

export interface PrintPlan {
  choice: PrintChoice;
  /** The sheet of paper, mm. */
  page: { width: number; height: number };
  /** The `size` of the `@page` rule. */
  pageSize: string;
  /** Where the chart is drawn on each page (below the heading, inside the margins), mm. */
  area: { width: number; height: number };
  /** mm per chart unit. */
  scale: number;
  /** Size of the smallest name on paper, pt. */
  namePt: number;
  rows: number;
  columns: number;
  /** Row by row, every tile of the grid, used or not. */
  tiles: Tile[];
  /** The tiles that are printed, in order. */
  printed: Tile[];
}

const chartBox = (b: Bounds) => ({
  x: b.minX - pad,
  y: b.minY - pad,
  width: Math.max(1, b.maxX - b.minX) + 2 * pad,
  height: Math.max(1, b.maxY - b.minY) + 2 * pad,
});

/** The paper's size in the orientation asked for. */
export function paperSize(paper: Exclude<Paper, 'poster'>, orientation: Orientation) {
  const { width, height } = papers[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** The drawing area of a page of that paper: inside the margins, below the heading. */
export function areaOf(page: { width: number; height: number }) {
  return {
    width: page.width - 2 * sheet.margin,
    height: page.height - 2 * sheet.margin - sheet.head,
  };
}

/** How many pages of `area` mm, overlapping by `sheet.overlap`, cover `length` mm. */
export function pagesAlong(length: number, area: number): number {
  if (length <= area) return 1;
  return Math.ceil((length - sheet.overlap) / (area - sheet.overlap));
}

/** The scale that puts the whole chart on one page's area. */
export function fitScale(bounds: Bounds, area: { width: number; height: number }): number {
  const box = chartBox(bounds);
  return Math.min(area.width / box.width, area.height / box.height, maxFitScale);
}

/**
 * What a reader gets without choosing: A4 (Letter where the browser's region is the US or
 * Canada), the orientation of the chart's own shape, and one page if the names stay readable on
 * it, else tiles.
 */
export function defaultChoice(bounds: Bounds, language = 'en-GB'): PrintChoice {
  const paper = /-(US|CA)\b/i.test(language) ? 'letter' : 'a4';
  const box = chartBox(bounds);
  const orientation = box.width >= box.height ? 'landscape' : 'portrait';
  const scale = fitScale(bounds, areaOf(paperSize(paper, orientation)));
  return { paper, orientation, layout: scale >= readableScale ? 'fit' : 'tile' };
}

const mm = (n: number) => `${Math.round(n * 10) / 10}mm`;

/** Lays the chart out on paper as chosen: the scale, the pages and each page's part of the chart. */
export function planPrint(layout: ChartLayout, choice: PrintChoice): PrintPlan {
  const box = chartBox(layout.bounds);
  let page: { width: number; height: number };
  let area: { width: number; height: number };
  let scale: number;
  let pageSize: string;
  if (choice.paper === 'poster') {
    // One page the chart's size at the readable scale, smaller only where PDF pages end.
    const most = maxPosterMm - 2 * sheet.margin - sheet.head;
    scale = Math.min(readableScale, most / box.width, most / box.height);
    area = { width: Math.max(box.width * scale, minPosterWidth), height: box.height * scale };
    page = {
      width: area.width + 2 * sheet.margin,
      height: area.height + 2 * sheet.margin + sheet.head,
    };
    pageSize = `${mm(page.width)} ${mm(page.height)}`;
  } else {
    page = paperSize(choice.paper, choice.orientation);
    area = areaOf(page);
    scale = choice.layout === 'fit' ? fitScale(layout.bounds, area) : readableScale;
    pageSize = `${papers[choice.paper].css} ${choice.orientation}`;
  }
  const one = choice.paper === 'poster' || choice.layout === 'fit';
  const columns = one ? 1 : pagesAlong(box.width * scale, area.width);
  const rows = one ? 1 : pagesAlong(box.height * scale, area.height);
  // The grid is centred on the chart; each next tile starts one overlap band before the last ends.
  const step = {
    x: (area.width - sheet.overlap) / scale,
    y: (area.height - sheet.overlap) / scale,
  };
  const size = { width: area.width / scale, height: area.height / scale };
  const gridWidth = (columns - 1) * step.x + size.width;
  const gridHeight = (rows - 1) * step.y + size.height;
  const origin = {
    x: box.x - (gridWidth - box.width) / 2,
    y: box.y - (gridHeight - box.height) / 2,
  };

  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      tiles.push({
        row,
        column,
        view: { x: origin.x + column * step.x, y: origin.y + row * step.y, ...size },
        cards: [],
        links: '',
        used: false,
      });
  // Each card and line goes to the tiles it reaches, found from its position on the regular grid
  // (not by testing every tile: a 10,000-person chart has thousands of tiles).
  const reach = (b: Box, add: (tile: Tile) => void) => {
    const first = (start: number, o: number, stride: number, span: number) =>
      Math.max(0, Math.ceil((start - o - span) / stride - 1e-9));
    const last = (end: number, o: number, stride: number, count: number) =>
      Math.min(count - 1, Math.floor((end - o) / stride + 1e-9));
    const c0 = first(b.x, origin.x, step.x, size.width);
    const c1 = last(b.x + b.width, origin.x, step.x, columns);
    const r0 = first(b.y, origin.y, step.y, size.height);
    const r1 = last(b.y + b.height, origin.y, step.y, rows);
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const tile = tiles[r * columns + c]!;
        if (overlapsBox(b, tile.view)) add(tile);
      }
  };
  layout.placed.forEach((p, i) => reach(p, (tile) => tile.cards.push(i)));
  const lines = lineBoxes(layout.links);
  if (lines) {
    const pieces = new Map<Tile, LineBox[]>();
    for (const line of lines)
      reach(line, (tile) => {
        const mine = pieces.get(tile) ?? [];
        mine.push(line);
        pieces.set(tile, mine);
      });
    for (const [tile, mine] of pieces) tile.links = linePath(mine);
  } else for (const tile of tiles) tile.links = layout.links;
  for (const tile of tiles) tile.used = tile.cards.length > 0 || tile.links !== '';
  const printed = tiles.filter((t) => t.used);
  return {
    choice,
    page,
    pageSize,
    area,
    scale,
    namePt: (smallestNameUnits * scale) / mmPerPt,
    rows,
    columns,
    tiles,
    printed: printed.length > 0 ? printed : tiles.slice(0, 1),
  };
}

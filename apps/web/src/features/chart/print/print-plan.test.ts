import type { ChartPerson } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { boundsOf, elbow, type ChartLayout, type PlacedPerson } from '../logic/chart-geometry';
import { lineBoxes, linePath } from './line-boxes';
import {
  defaultChoice,
  maxPosterMm,
  paperSize,
  planPrint,
  readableNamePt,
  readableScale,
  sheet,
  type Orientation,
  type Paper,
} from './print-plan';

// Issue 32: a chart tiled over pages of real paper sizes, names readable, or fitted to one page.

const person = { personId: 1 } as ChartPerson;
const cardAt = (x: number, y: number, key = `${x},${y}`): PlacedPerson => ({
  key,
  person,
  x,
  y,
  width: 200,
  height: 64,
});
const layoutOf = (placed: PlacedPerson[], links = ''): ChartLayout => ({
  placed,
  links,
  bounds: boundsOf(placed),
});
/** Cards at two opposite corners of a 2,000 × 1,000 unit chart (plus the card's own size). */
const wide = layoutOf([cardAt(0, 0), cardAt(1800, 936)]);
const mmOf = (units: number) => units * readableScale;

describe('print tiles (issue 32)', () => {
  it('names print at 8 pt or more on tiles', () => {
    const plan = planPrint(wide, { paper: 'a4', orientation: 'landscape', layout: 'tile' });
    expect(plan.namePt).toBeGreaterThanOrEqual(readableNamePt - 1e-9);
    expect(plan.namePt).toBeCloseTo(8, 5);
  });

  const expected: Record<string, [number, number]> = {
    // [columns, rows] for the 2,020 × 1,020 unit chart (475 × 240 mm at 8 pt names)
    'a4 landscape': [2, 2],
    'a4 portrait': [3, 1],
    'letter landscape': [2, 2],
    'letter portrait': [3, 1],
    'a3 landscape': [2, 1],
    'a3 portrait': [2, 1],
  };
  for (const paper of ['a4', 'letter', 'a3'] as const)
    for (const orientation of ['portrait', 'landscape'] as const)
      it(`${paper} ${orientation}: a grid that just covers the chart, tiles overlapping by 10 mm`, () => {
        const plan = planPrint(wide, { paper, orientation, layout: 'tile' });
        expect([plan.columns, plan.rows]).toEqual(expected[`${paper} ${orientation}`]);
        const page = paperSize(paper, orientation);
        expect(plan.page).toEqual(page);
        expect(plan.pageSize).toBe(
          `${{ a4: 'A4', letter: 'letter', a3: 'A3' }[paper]} ${orientation}`,
        );
        expect(plan.area.width).toBeCloseTo(page.width - 2 * sheet.margin);
        expect(plan.area.height).toBeCloseTo(page.height - 2 * sheet.margin - sheet.head);
        expect(plan.tiles).toHaveLength(plan.columns * plan.rows);

        // Every tile is one page's area; neighbours share exactly the overlap band.
        const [first, right] = plan.tiles;
        expect(mmOf(first!.view.width)).toBeCloseTo(plan.area.width);
        expect(mmOf(first!.view.height)).toBeCloseTo(plan.area.height);
        if (plan.columns > 1)
          expect(mmOf(first!.view.x + first!.view.width - right!.view.x)).toBeCloseTo(
            sheet.overlap,
          );
        if (plan.rows > 1) {
          const below = plan.tiles[plan.columns]!;
          expect(mmOf(first!.view.y + first!.view.height - below.view.y)).toBeCloseTo(
            sheet.overlap,
          );
        }

        // The grid covers the chart, and one column or row fewer would not.
        const last = plan.tiles.at(-1)!;
        const b = wide.bounds;
        expect(first!.view.x).toBeLessThanOrEqual(b.minX);
        expect(first!.view.y).toBeLessThanOrEqual(b.minY);
        expect(last.view.x + last.view.width).toBeGreaterThanOrEqual(b.maxX);
        expect(last.view.y + last.view.height).toBeGreaterThanOrEqual(b.maxY);
        const chart = { width: mmOf(b.maxX - b.minX), height: mmOf(b.maxY - b.minY) };
        const step = (area: number) => area - sheet.overlap;
        if (plan.columns > 1)
          expect((plan.columns - 2) * step(plan.area.width) + plan.area.width).toBeLessThan(
            chart.width,
          );
        if (plan.rows > 1)
          expect((plan.rows - 2) * step(plan.area.height) + plan.area.height).toBeLessThan(
            chart.height,
          );
      });

  it('leaves out tiles with no card and no line, and keeps the grid positions of the others', () => {
    const plan = planPrint(wide, { paper: 'a4', orientation: 'portrait', layout: 'tile' });
    expect(plan.tiles.map((t) => t.used)).toEqual([true, false, true]);
    expect(plan.printed.map((t) => [t.row, t.column])).toEqual([
      [0, 0],
      [0, 2],
    ]);
    // A line across the middle tile keeps it, with that line's piece only.
    const joined = layoutOf(wide.placed, elbow(200, 32, 1800, 968));
    const kept = planPrint(joined, { paper: 'a4', orientation: 'portrait', layout: 'tile' });
    expect(kept.printed).toHaveLength(3);
    expect(kept.tiles[1]!.cards).toEqual([]);
    expect(kept.tiles[1]!.links).not.toBe('');
  });

  it('gives each tile only the cards that reach into it', () => {
    const plan = planPrint(wide, { paper: 'a4', orientation: 'portrait', layout: 'tile' });
    expect(plan.tiles.map((t) => t.cards)).toEqual([[0], [], [1]]);
  });

  it('fits the whole chart on one page, at the largest scale that fits', () => {
    for (const paper of ['a4', 'letter', 'a3'] as const)
      for (const orientation of ['portrait', 'landscape'] as Orientation[]) {
        const plan = planPrint(wide, { paper, orientation, layout: 'fit' });
        expect([plan.columns, plan.rows, plan.printed.length]).toEqual([1, 1, 1]);
        const box = { width: 2020, height: 1020 };
        const want = Math.min(plan.area.width / box.width, plan.area.height / box.height);
        expect(plan.scale).toBeCloseTo(want, 9);
        expect(box.width * plan.scale).toBeLessThanOrEqual(plan.area.width + 1e-9);
        expect(box.height * plan.scale).toBeLessThanOrEqual(plan.area.height + 1e-9);
      }
  });

  it('does not blow a small chart up to a poster when fitting', () => {
    const small = layoutOf([cardAt(0, 0)]);
    const plan = planPrint(small, { paper: 'a3', orientation: 'landscape', layout: 'fit' });
    expect(plan.scale).toBeCloseTo(2 * readableScale);
  });

  it('poster: one page the chart’s size, names at 8 pt, at most 200 inches a side', () => {
    const plan = planPrint(wide, { paper: 'poster', orientation: 'portrait', layout: 'tile' });
    expect([plan.columns, plan.rows]).toEqual([1, 1]);
    expect(plan.scale).toBeCloseTo(readableScale);
    expect(plan.area.width).toBeCloseTo(mmOf(2020));
    expect(plan.area.height).toBeCloseTo(mmOf(1020));
    expect(plan.page.width).toBeCloseTo(plan.area.width + 2 * sheet.margin);
    expect(plan.page.height).toBeCloseTo(plan.area.height + 2 * sheet.margin + sheet.head);
    expect(plan.pageSize).toMatch(/^\d+(\.\d)?mm \d+(\.\d)?mm$/);

    const tall = layoutOf([cardAt(0, 0), cardAt(0, 100_000)]);
    const capped = planPrint(tall, { paper: 'poster', orientation: 'portrait', layout: 'tile' });
    expect(capped.page.height).toBeLessThanOrEqual(maxPosterMm + 1e-6);
    expect(capped.scale).toBeLessThan(readableScale);
  });

  it('chooses tiles only when one page would make the names too small', () => {
    const small = layoutOf([cardAt(0, 0), cardAt(256, 78)]);
    expect(defaultChoice(small.bounds)).toEqual({
      paper: 'a4',
      orientation: 'landscape',
      layout: 'fit',
    });
    const tall = layoutOf([cardAt(0, 0), cardAt(1000, 8000)]);
    expect(defaultChoice(tall.bounds, 'en-US')).toEqual({
      paper: 'letter',
      orientation: 'portrait',
      layout: 'tile',
    });
    const paper: Paper = defaultChoice(tall.bounds, 'de-DE').paper;
    expect(paper).toBe('a4');
  });
});

describe('the lines cut into pieces', () => {
  it('reads the elbow lines', () => {
    const boxes = lineBoxes(`${elbow(0, 10, 100, 50)}M5 5L15 25 M-1.5e1,2 H 3`)!;
    expect(boxes.map(({ x, y, width, height }) => ({ x, y, width, height }))).toEqual([
      { x: 0, y: 10, width: 50, height: 0 },
      { x: 50, y: 10, width: 0, height: 40 },
      { x: 50, y: 50, width: 50, height: 0 },
      { x: 5, y: 5, width: 10, height: 20 },
      { x: -15, y: 2, width: 18, height: 0 },
    ]);
    expect(linePath(boxes.slice(0, 2))).toBe('M0 10L50 10M50 10L50 50');
  });

  it('gives up on curves, so that nothing is left out', () => {
    expect(lineBoxes('M0 0A10 10 0 0 1 20 0')).toBeNull();
    expect(lineBoxes('M0 0l10 10')).toBeNull();
    expect(lineBoxes('M0 0Z')).toBeNull();
    expect(lineBoxes('M0 0H')).toBeNull();
    expect(lineBoxes('M0 0 ?')).toBeNull();
    expect(lineBoxes('')).toEqual([]);
  });
});

import type { ChartResponse } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { chartGraph } from './chart-graph';
import { layoutChart } from './chart-layouts';
import { chartPerson } from './chart-people.test-helpers';
import { overviewPath } from './overview';
import { fitView, zoomAt } from './viewport';

// 1 (M) married 2 (F) first, then 3 (F): children 4 and 5 of 1+2, 6 of 1+3. 7, 8: parents of 1.
const data: ChartResponse = {
  focusId: 1,
  persons: [
    chartPerson(7, { gender: 'M' }),
    chartPerson(8, { gender: 'F' }),
    chartPerson(1, { gender: 'M', fatherId: 7, motherId: 8 }),
    chartPerson(2, { gender: 'F' }),
    chartPerson(3, { gender: 'U' }),
    chartPerson(4, { gender: 'M', fatherId: 1, motherId: 2 }),
    chartPerson(6, { gender: 'F', fatherId: 1, motherId: 3 }),
    chartPerson(5, { gender: 'F', fatherId: 1, motherId: 2 }),
  ],
  unions: [
    { personId: 1, spouseId: 3, unionOrder: 2 },
    { personId: 1, spouseId: 2, unionOrder: 1 },
    { personId: 7, spouseId: 8, unionOrder: 1 },
  ],
  otherFamilies: [],
};
const graph = chartGraph(data);
const ids = (kind: Parameters<typeof layoutChart>[0], generations = 4) =>
  layoutChart(kind, graph, generations)
    .placed.map((p) => p.person.personId)
    .sort();

describe('chart layouts', () => {
  it('a descendant chart shows spouses beside their partner and every child once', () => {
    const layout = layoutChart('descendants', graph, 4);
    expect(ids('descendants')).toEqual([1, 2, 3, 4, 5, 6]);
    const at = (id: number) => layout.placed.find((p) => p.person.personId === id)!;
    // Spouses in union order under the member, in the member's column.
    expect(at(2).x).toBe(at(1).x);
    expect(at(2).y).toBeLessThan(at(3).y);
    expect(at(2).spouse).toBe(true);
    // Children of the first union come first; the half-sibling's line leaves from its mother.
    expect(at(4).y).toBeLessThan(at(6).y);
    expect(at(5).y).toBeLessThan(at(6).y);
    const fromMother3 = `M${at(3).x + at(3).width} ${at(3).y + at(3).height / 2}`;
    expect(layout.links).toContain(fromMother3);
  });

  it('a pedigree shows ancestors only, father above mother, to the asked depth', () => {
    expect(ids('pedigree')).toEqual([1, 7, 8]);
    expect(ids('pedigree', 1)).toEqual([1]);
    const layout = layoutChart('pedigree', graph, 4);
    const at = (id: number) => layout.placed.find((p) => p.person.personId === id)!;
    expect(at(7).x).toBeGreaterThan(at(1).x);
    expect(at(7).y).toBeLessThan(at(8).y);
  });

  it('an hourglass shows both sides around one focus card; a fan draws wedges round a disc', () => {
    expect(ids('hourglass')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const hourglass = layoutChart('hourglass', graph, 4);
    expect(hourglass.placed.filter((p) => p.person.personId === 1)).toHaveLength(1);
    const parent = hourglass.placed.find((p) => p.person.personId === 7)!;
    expect(parent.x).toBeLessThan(0);
    const fan = layoutChart('fan', graph, 4);
    expect(
      fan.placed
        .filter((p) => p.wedge)
        .map((p) => p.person.personId)
        .sort(),
    ).toEqual([1, 7, 8]);
  });

  it('zoomed out, cards close together merge into one band per column', () => {
    const layout = layoutChart('descendants', graph, 4);
    const bands = overviewPath(layout.placed, 1000).match(/M/g)!.length;
    expect(bands).toBe(2); // the parent column and the children column
    expect(overviewPath(layout.placed, 0).match(/M/g)!.length).toBe(6);
  });
});

describe('viewport', () => {
  it('fits the bounds in the viewport, never above 1:1', () => {
    const view = fitView({ minX: 0, minY: 0, maxX: 1000, maxY: 500 }, 532, 1000, 16);
    expect(view.k).toBeCloseTo(0.5);
    expect(fitView({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, 500, 500).k).toBe(1);
  });

  it('zooms around a point, which stays where it is on screen', () => {
    const view = { x: 10, y: 20, k: 0.5 };
    const zoomed = zoomAt(view, 2, 100, 100);
    const chartX = (100 - view.x) / view.k;
    expect(chartX * zoomed.k + zoomed.x).toBeCloseTo(100);
    expect(zoomed.k).toBe(1);
  });
});

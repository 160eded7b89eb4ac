import type { ChartResponse } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { chartGraph } from './chart-graph';
import { layoutChart } from './chart-layouts';
import { chartPerson } from './chart-people.test-helpers';
import { fanVariants, isLower, polar, radialRotation } from './fan-geometry';
import { centreName, fitName, glyphWidth, slotLabel } from './fan-labels';
import { fanStartZoom, withFanColouring } from './fan-layout';
import { fanFonts } from './fan-labels';

// 1's father 2 (whose parents 4, 5 are known, and 4's mother 9) and mother 3 (parents unknown).
const data: ChartResponse = {
  focusId: 1,
  persons: [
    chartPerson(1, { fatherId: 2, motherId: 3 }),
    chartPerson(2, { fatherId: 4, motherId: 5 }),
    chartPerson(3),
    chartPerson(4, { motherId: 9 }),
    chartPerson(5),
    chartPerson(9),
  ],
  unions: [],
  otherFamilies: [],
};
const graph = chartGraph(data);

describe('the fan layout (issue 32)', () => {
  it.each(fanVariants)('%i°: every generation has 2^g slots, known or empty', (variant) => {
    const layout = layoutChart('fan', graph, 6, variant);
    const fan = layout.fan!;
    // Rings stop at the last generation holding somebody: 9 is a great-grandparent.
    expect(fan.rings).toHaveLength(4);
    for (let g = 0; g < 4; g++) {
      const known = layout.placed.filter((p) => p.fan!.generation === g).length;
      const empty = fan.empty.filter((s) => s.generation === g).length;
      expect(known + empty).toBe(2 ** g);
    }
    const slotOf = (id: number) => layout.placed.find((p) => p.person.personId === id)!.fan!;
    // Sosa numbering: father at 2i, mother at 2i + 1.
    expect([slotOf(2), slotOf(3)].map((s) => s.index)).toEqual([0, 1]);
    expect([slotOf(4), slotOf(5)].map((s) => [s.generation, s.index])).toEqual([
      [2, 0],
      [2, 1],
    ]);
    expect([slotOf(9).generation, slotOf(9).index]).toEqual([3, 1]);
    // The mother's unknown parents are two empty slots of their own size, not a gap.
    expect(fan.empty.filter((s) => s.generation === 2).map((s) => s.index)).toEqual([2, 3]);
    const empty = fan.empty.find((s) => s.generation === 2)!;
    expect(empty.a1 - empty.a0).toBeCloseTo(slotOf(4).a1 - slotOf(4).a0);
  });

  it('a wedge is a card of the chart: keyed by Sosa number, boxed round its wedge', () => {
    const layout = layoutChart('fan', graph, 4, 180);
    expect(layout.placed.map((p) => p.key)).toEqual(['s1', 's2', 's3', 's4', 's5', 's9']);
    for (const p of layout.placed) {
      const { a0, a1, ring } = p.fan!;
      if (ring.generation === 0) continue;
      for (const a of [a0, (a0 + a1) / 2, a1])
        for (const r of [ring.r0, ring.r1]) {
          const { x, y } = polar(r, a);
          expect(x).toBeGreaterThanOrEqual(p.x - 1e-6);
          expect(x).toBeLessThanOrEqual(p.x + p.width + 1e-6);
          expect(y).toBeGreaterThanOrEqual(p.y - 1e-6);
          expect(y).toBeLessThanOrEqual(p.y + p.height + 1e-6);
        }
    }
    // A half circle lies above its centre, save the focus's disc.
    expect(layout.bounds.minY).toBeCloseTo(-layout.fan!.rings.at(-1)!.r1);
    expect(layout.fan!.legend.y).toBeGreaterThan(layout.fan!.rings[0]!.r1);
  });

  it('opens at a zoom where the inner names are at least 12 px', () => {
    const layout = layoutChart('fan', graph, 4);
    expect(layout.start!.zoom).toBe(fanStartZoom);
    expect(fanFonts.arcName * fanStartZoom).toBeGreaterThanOrEqual(12);
    expect(fanFonts.centreName * fanStartZoom).toBeGreaterThanOrEqual(12);
  });

  it('another colouring keeps the geometry (and so the view on it)', () => {
    const layout = layoutChart('fan', graph, 4);
    const line = withFanColouring(layout, 'line');
    expect(line.fan!.colouring).toBe('line');
    expect(line.bounds).toBe(layout.bounds);
    expect(line.start).toBe(layout.start);
    expect(line.placed).toBe(layout.placed);
    expect(withFanColouring(layout, 'generation')).toBe(layout);
  });

  it("an ancestor's name fits its wedge: along the arc, or along the radius when narrow", () => {
    for (const variant of fanVariants) {
      const fan = layoutChart('fan', graph, 10, variant).fan!;
      for (const ring of fan.rings.slice(1)) {
        const a0 = -Math.PI / 2 - 0.1;
        const a1 = a0 + ((variant / 2 ** ring.generation) * Math.PI) / 180;
        const label = slotLabel(ring, a0, a1);
        if (label?.mode === 'arc') {
          const r = Number(/A([\d.]+) /.exec(label.name.path)![1]);
          expect(r).toBeGreaterThan(ring.r0);
          expect(r).toBeLessThan(ring.r1);
          // The longest name it allows is shorter than the arc.
          expect(label.name.maxChars * label.name.fontSize * glyphWidth).toBeLessThan(
            r * (a1 - a0),
          );
        }
        if (label?.mode === 'radial') {
          expect(label.name.maxChars * label.name.fontSize * glyphWidth).toBeLessThan(
            ring.r1 - ring.r0,
          );
          expect(label.rotate).toBeGreaterThanOrEqual(-90);
          expect(label.rotate).toBeLessThanOrEqual(90);
        }
      }
    }
  });

  it('flips text on the lower half so it reads left to right', () => {
    const ring = layoutChart('fan', graph, 4, 360).fan!.rings[1]!;
    const below = slotLabel(ring, Math.PI / 4, (3 * Math.PI) / 4);
    expect(isLower(Math.PI / 4, (3 * Math.PI) / 4)).toBe(true);
    expect(below?.mode).toBe('arc');
    if (below?.mode === 'arc') expect(below.name.path).toMatch(/ 0 0 0 /);
    expect(radialRotation((3 * Math.PI) / 4)).toBeCloseTo(-45);
  });

  it('shortens long names step by step, the full name kept for the title', () => {
    const p = chartPerson(1, {
      firstName: 'Alexandrina',
      middleName: 'Victoria',
      lastName: 'Hanover-Saxe',
    });
    expect(fitName(p, 40)).toBe('Alexandrina Victoria Hanover-Saxe');
    expect(fitName(p, 24)).toBe('Alexandrina Hanover-Saxe');
    expect(fitName(p, 15)).toBe('A. Hanover-Saxe');
    expect(fitName(p, 8)).toBe('A. Hano…');
    expect(fitName(p, 1)).toBe('');
    expect(centreName(p, [{ maxChars: 40 }, { maxChars: 40 }])).toEqual([
      'Alexandrina Victoria Hanover-Saxe',
    ]);
    expect(centreName(p, [{ maxChars: 14 }, { maxChars: 13 }])).toEqual([
      'Alexandrina V…',
      'Hanover-Saxe',
    ]);
  });
});

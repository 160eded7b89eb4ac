import { describe, expect, it } from 'vitest';
import {
  arcTextPath,
  fanRings,
  fanSpan,
  fanVariants,
  isLower,
  radialRotation,
  slotAngles,
  wedgeBounds,
} from './fan-geometry';

const deg = (rad: number) => (rad * 180) / Math.PI;

describe('fan geometry (issue 32)', () => {
  it.each(fanVariants)('the %i° fan spans its degrees, centred on straight up', (variant) => {
    const { start, end } = fanSpan(variant);
    expect(deg(end - start)).toBeCloseTo(variant);
    expect(deg((start + end) / 2)).toBeCloseTo(-90);
  });

  it('the variants start and end where a reader expects them', () => {
    // 180°: from 9 o'clock over the top to 3 o'clock.
    expect(deg(fanSpan(180).start)).toBeCloseTo(-180);
    expect(deg(fanSpan(180).end)).toBeCloseTo(0);
    // 270°: the open quarter is straight down.
    expect(deg(fanSpan(270).start)).toBeCloseTo(-225);
    expect(deg(fanSpan(270).end)).toBeCloseTo(45);
    // 360°: the father's half starts straight down and runs up the left.
    expect(deg(fanSpan(360).start)).toBeCloseTo(-270);
  });

  it.each(fanVariants)(
    '%i°: generation g has 2^g equal slots, edge to edge, filling the span',
    (variant) => {
      const { start, end } = fanSpan(variant);
      for (let g = 1; g <= 6; g++) {
        const slots = Array.from({ length: 2 ** g }, (_, i) => slotAngles(variant, g, i));
        expect(slots[0]!.a0).toBeCloseTo(start);
        expect(slots.at(-1)!.a1).toBeCloseTo(end);
        for (const [i, s] of slots.entries()) {
          expect(deg(s.a1 - s.a0)).toBeCloseTo(variant / 2 ** g);
          if (i > 0) expect(s.a0).toBeCloseTo(slots[i - 1]!.a1);
        }
      }
    },
  );

  it.each(fanVariants)(
    '%i°: a parent slot splits exactly into its father and mother',
    (variant) => {
      for (let g = 1; g <= 5; g++)
        for (let i = 0; i < 2 ** g; i++) {
          const child = slotAngles(variant, g, i);
          const father = slotAngles(variant, g + 1, 2 * i);
          const mother = slotAngles(variant, g + 1, 2 * i + 1);
          expect(father.a0).toBeCloseTo(child.a0);
          expect(father.a1).toBeCloseTo(mother.a0);
          expect(mother.a1).toBeCloseTo(child.a1);
        }
    },
  );

  it.each(fanVariants)('%i°: the fan is symmetrical about its vertical axis', (variant) => {
    const top = -Math.PI / 2;
    for (let g = 1; g <= 5; g++) {
      const n = 2 ** g;
      for (let i = 0; i < n; i++) {
        const s = slotAngles(variant, g, i);
        const mirror = slotAngles(variant, g, n - 1 - i);
        expect(top - s.a0).toBeCloseTo(mirror.a1 - top);
      }
    }
  });

  it('rings grow outwards; inner ones carry photos, narrow outer ones turn their names radial', () => {
    const rings = fanRings(180, 8);
    expect(rings.map((r) => r.generation)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (let g = 1; g < rings.length; g++) expect(rings[g]!.r0).toBe(rings[g - 1]!.r1);
    expect(rings.filter((r) => r.photo).map((r) => r.generation)).toEqual([0, 1, 2]);
    expect(rings[0]!.mode).toBe('centre');
    const modes = rings.slice(1).map((r) => r.mode);
    const firstRadial = modes.indexOf('radial');
    expect(firstRadial).toBeGreaterThan(1);
    expect(modes.slice(firstRadial).every((m) => m === 'radial')).toBe(true);
    // A wider fan keeps names along the arcs further out.
    const wide = fanRings(360, 8).slice(1);
    expect(wide.map((r) => r.mode).indexOf('radial')).toBeGreaterThan(firstRadial);
  });

  it('text turns round below the centre and never stands upside down', () => {
    const upper = slotAngles(360, 1, 0); // father: bottom, up the left, to the top
    expect(isLower(-Math.PI * 0.75, -Math.PI * 0.25)).toBe(false);
    expect(isLower(Math.PI * 0.25, Math.PI * 0.75)).toBe(true);
    expect(isLower(upper.a0, upper.a1)).toBe(false); // its middle is at 9 o'clock
    // Upper arcs run clockwise (sweep 1), lower ones anticlockwise (sweep 0).
    expect(arcTextPath(100, -2, -1, false)).toMatch(/A100 100 0 0 1 /);
    expect(arcTextPath(100, 1, 2, true)).toMatch(/A100 100 0 0 0 /);
    for (let a = -Math.PI * 1.5; a <= Math.PI * 0.5; a += Math.PI / 36) {
      const r = radialRotation(a);
      expect(r).toBeGreaterThanOrEqual(-90 - 1e-9);
      expect(r).toBeLessThanOrEqual(90 + 1e-9);
    }
    expect(radialRotation(0)).toBeCloseTo(0); // 3 o'clock: reads outwards
    expect(radialRotation(Math.PI)).toBeCloseTo(0); // 9 o'clock: reads inwards, upright
  });

  it("a wedge's box holds its corners and the arc's widest point", () => {
    const b = wedgeBounds(100, 200, -Math.PI * 0.75, -Math.PI * 0.25);
    expect(b.minY).toBeCloseTo(-200); // the top of the arc, not a corner
    expect(b.maxX).toBeCloseTo(200 * Math.cos(Math.PI * 0.25));
    expect(b.maxY).toBeCloseTo(-100 * Math.sin(Math.PI * 0.25));
  });
});

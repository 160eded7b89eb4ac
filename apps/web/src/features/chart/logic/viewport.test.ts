import { describe, expect, it } from 'vitest';
import { fitView, initialView, isCentred, readableNamePx, readableZoom } from './viewport';

// Issue 32: a chart opens fitted when its names are readable so, else on the focus person.
const focusAt = (x: number, y: number) => ({ x, y, width: 200, height: 80 });
const screenX = (v: { x: number; k: number }, x: number) => x * v.k + v.x;

describe('initialView', () => {
  it('opens fitted when the fitted names are readable', () => {
    const bounds = { minX: 0, minY: 0, maxX: 400, maxY: 300 };
    const view = initialView(bounds, focusAt(0, 100), 1280, 900, 14);
    expect(view).toEqual(fitView(bounds, 1280, 900));
    expect(view.k * 14).toBeGreaterThanOrEqual(readableNamePx);
  });

  it('opens on the focus at the readable zoom when fitting would shrink the names', () => {
    const bounds = { minX: -2000, minY: -3000, maxX: 2000, maxY: 3000 };
    const focus = focusAt(-100, -40);
    const view = initialView(bounds, focus, 390, 600, 14);
    expect(view.k).toBeCloseTo(readableZoom(14));
    expect(view.k * 14).toBeCloseTo(12);
    expect(isCentred(view, focus, 390, 600)).toBe(true);
  });

  it('puts a root with nothing to its left at the left edge, not half a screen of nothing', () => {
    // A descendants chart: the root in the first column, the rest to its right.
    const bounds = { minX: 0, minY: 0, maxX: 3000, maxY: 4000 };
    const focus = focusAt(0, 1960);
    const view = initialView(bounds, focus, 390, 600, 14);
    expect(screenX(view, bounds.minX)).toBeCloseTo(16);
    // The focus is still on screen, at the readable zoom.
    expect(screenX(view, focus.x)).toBeGreaterThanOrEqual(0);
    expect(screenX(view, focus.x + focus.width)).toBeLessThanOrEqual(390);
    expect(view.k * 14).toBeCloseTo(12);
  });

  it('fits when no focus is known', () => {
    const bounds = { minX: 0, minY: 0, maxX: 9000, maxY: 9000 };
    expect(initialView(bounds, undefined, 390, 600, 14)).toEqual(fitView(bounds, 390, 600));
  });
});

describe('isCentred', () => {
  it('tells a card in the middle of the viewport within a tolerance', () => {
    const view = { k: 1, x: 95, y: 260 };
    expect(isCentred(view, focusAt(0, 0), 390, 600)).toBe(true);
    expect(isCentred({ ...view, x: 60 }, focusAt(0, 0), 390, 600)).toBe(false);
  });
});

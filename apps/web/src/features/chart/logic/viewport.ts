import type { Bounds, PlacedPerson } from './chart-geometry';

/** The chart's pan and zoom: screen = chart * k + (x, y). */
export interface View {
  x: number;
  y: number;
  k: number;
}

export const minZoom = 0.02;
export const maxZoom = 4;

const clampZoom = (k: number) => Math.min(maxZoom, Math.max(minZoom, k));

/** The view that shows all of `bounds` centred in a `width` × `height` viewport, at most 1:1. */
export function fitView(bounds: Bounds, width: number, height: number, margin = 16): View {
  const w = Math.max(1, bounds.maxX - bounds.minX);
  const h = Math.max(1, bounds.maxY - bounds.minY);
  const k = clampZoom(Math.min(1, (width - 2 * margin) / w, (height - 2 * margin) / h));
  return {
    k,
    x: (width - w * k) / 2 - bounds.minX * k,
    y: (height - h * k) / 2 - bounds.minY * k,
  };
}

/** Zooms by `factor` keeping the chart point under the screen point (px, py) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor);
  const f = k / view.k;
  return { k, x: px - (px - view.x) * f, y: py - (py - view.y) * f };
}

export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** The view that puts a placed person in the middle of the viewport at the current zoom. */
export function centreOn(view: View, p: PlacedPerson, width: number, height: number): View {
  return {
    k: view.k,
    x: width / 2 - (p.x + p.width / 2) * view.k,
    y: height / 2 - (p.y + p.height / 2) * view.k,
  };
}

/** The part of the chart on screen, in chart units, with a margin so panning finds cards ready. */
export function visibleBounds(view: View, width: number, height: number, margin = 200): Bounds {
  return {
    minX: (-view.x - margin) / view.k,
    minY: (-view.y - margin) / view.k,
    maxX: (width - view.x + margin) / view.k,
    maxY: (height - view.y + margin) / view.k,
  };
}

export const overlaps = (p: PlacedPerson, b: Bounds) =>
  p.x + p.width >= b.minX && p.x <= b.maxX && p.y + p.height >= b.minY && p.y <= b.maxY;

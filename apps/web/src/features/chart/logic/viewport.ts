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

/** The smallest name size a first view may show, in CSS px on screen (issue 32). */
export const readableNamePx = 12;

/** The zoom at which text of `fontSize` chart units is `readableNamePx` on screen. */
export const readableZoom = (fontSize: number) => readableNamePx / fontSize;

/**
 * Moves a view along one axis so that a chart larger than the viewport shows no empty space
 * beyond its edges where it can (a descendants chart opened on its root shows its root at the left
 * edge and children to the right, not half a screen of nothing).
 */
function clampAxis(
  offset: number,
  min: number,
  max: number,
  k: number,
  size: number,
  margin: number,
) {
  const length = (max - min) * k;
  if (length + 2 * margin <= size) return offset;
  const highest = margin - min * k; // the chart's start at the viewport's start
  const lowest = size - margin - max * k; // the chart's end at the viewport's end
  return Math.min(highest, Math.max(lowest, offset));
}

/**
 * A chart's first view (issue 32): the larger of "fit" and the zoom at which names are
 * `readableNamePx` on screen. Fitted when that is readable; otherwise centred on the focus card,
 * moved so that no more empty space than a margin shows beyond the chart's edges. Every chart
 * kind opens by this rule (the fan with its own name size).
 */
export function initialView(
  bounds: Bounds,
  focus: Pick<PlacedPerson, 'x' | 'y' | 'width' | 'height'> | undefined,
  width: number,
  height: number,
  nameFontSize: number,
  margin = 16,
): View {
  const fitted = fitView(bounds, width, height, margin);
  const readable = clampZoom(readableZoom(nameFontSize));
  if (fitted.k >= readable || !focus) return fitted;
  const k = readable;
  const x = width / 2 - (focus.x + focus.width / 2) * k;
  const y = height / 2 - (focus.y + focus.height / 2) * k;
  return {
    k,
    x: clampAxis(x, bounds.minX, bounds.maxX, k, width, margin),
    y: clampAxis(y, bounds.minY, bounds.maxY, k, height, margin),
  };
}

/** Whether a card's centre is within `tolerance` screen px of the viewport's centre. */
export function isCentred(
  view: View,
  p: Pick<PlacedPerson, 'x' | 'y' | 'width' | 'height'>,
  width: number,
  height: number,
  tolerance = 8,
): boolean {
  const cx = (p.x + p.width / 2) * view.k + view.x;
  const cy = (p.y + p.height / 2) * view.k + view.y;
  return Math.abs(cx - width / 2) <= tolerance && Math.abs(cy - height / 2) <= tolerance;
}

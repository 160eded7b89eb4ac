import type { Measure } from './text-fit';

/**
 * Text widths for fitting names on the cards, from a canvas's measureText (no layout read of the
 * page), cached per font and text. Without a canvas (unit tests, a server) a table of average
 * widths of a sans-serif font stands in, erring wide so that text still fits.
 */
const caches = new Map<string, Map<string, number>>();
let context: CanvasRenderingContext2D | null | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  if (isJsdom()) return (context = null);
  try {
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  return context;
}

/** Width in em of a character of a sans-serif font, roughly, bold erring wide. */
function tableWidth(char: string): number {
  if (/[ iljtf.,'!|:;]/.test(char)) return 0.3;
  if (/[mwMW]/.test(char)) return 0.9;
  if (/[A-Z]/.test(char)) return 0.7;
  if (/[\u0900-\u0DFF]/.test(char)) return 0.75;
  return 0.6;
}

export const estimateWidth = (text: string, size: number) =>
  [...text].reduce((sum, char) => sum + tableWidth(char), 0) * size;

/** A measure for text of `size` px and `weight` in the `family` the chart is drawn in. */
export function measureFor(size: number, weight: number, family: string): Measure {
  const font = `${weight} ${size}px ${family}`;
  let cache = caches.get(font);
  if (!cache) caches.set(font, (cache = new Map()));
  const known = cache;
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const ctx = canvasContext();
    let width: number;
    if (ctx) {
      ctx.font = font;
      width = ctx.measureText(text).width;
    } else width = estimateWidth(text, size);
    if (known.size > 5000) known.clear();
    known.set(text, width);
    return width;
  };
}

// jsdom has a canvas element whose context is null or a stub measuring nothing.
const isJsdom = () => typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);

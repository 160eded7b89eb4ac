import type { Bounds } from './chart-geometry';
import { chartColours as c } from './chart-colours';
import type { ChartSheet } from './chart-sheet';

const pad = 20;
/** The title and the two lines under it, above the chart. */
const head = { height: 76, title: 20, line: 12 };

// Names are the family's data: any of them may hold a character XML reserves.
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** A generous guess of a text's width: SVG text neither wraps nor widens its document. */
const roughWidth = (text: string, size: number) => text.length * size * 0.65;

/** The document's box: the chart's bounds with a margin, the heading above, wide enough for it. */
export function documentBox(bounds: Bounds, sheet: ChartSheet) {
  const heading = Math.max(
    roughWidth(sheet.title, head.title),
    roughWidth(sheet.legend, head.line),
    roughWidth(sheet.madeOn, head.line),
  );
  return {
    x: bounds.minX - pad,
    y: bounds.minY - pad - head.height,
    width: Math.ceil(Math.max(bounds.maxX - bounds.minX, heading) + 2 * pad),
    height: bounds.maxY - bounds.minY + 2 * pad + head.height,
  };
}

/**
 * A complete SVG document around drawn chart markup: in the sheet's language and direction, in
 * fonts that can draw its script, titled, with the legend and the day it was made on top.
 */
export function svgDocument(inner: string, bounds: Bounds, sheet: ChartSheet): string {
  const { x, y, width, height } = documentBox(bounds, sheet);
  // Right to left, the heading starts at the right edge ("start" is the right end there).
  const textX = sheet.dir === 'rtl' ? x + width - pad : x + pad;
  const line = (text: string, baseline: number, size: number, attrs: string) =>
    `<text x="${textX}" y="${y + baseline}" font-size="${size}" ${attrs}>${escape(text)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `lang="${escape(sheet.lang)}" xml:lang="${escape(sheet.lang)}" direction="${sheet.dir}" ` +
    `viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}" ` +
    `font-family="${escape(sheet.fontFamily)}">` +
    `<title>${escape(sheet.title)}</title>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${c.background}"/>` +
    line(sheet.title, pad + head.title, head.title, `font-weight="600" fill="${c.text}"`) +
    line(sheet.legend, pad + 44, head.line, `fill="${c.muted}"`) +
    line(sheet.madeOn, pad + 62, head.line, `fill="${c.muted}"`) +
    `${inner}</svg>`
  );
}

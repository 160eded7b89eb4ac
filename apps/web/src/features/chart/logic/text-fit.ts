/** Width in px of a text at a given font (canvas measureText in the browser, a table elsewhere). */
export type Measure = (text: string) => number;

export interface FittedText {
  lines: string[];
  /** Whether the text had to be shortened (its whole form then goes in a title). */
  shortened: boolean;
}

const ellipsis = '…';

/** The longest start of `text` that fits `maxWidth` with an ellipsis after it. */
function shorten(text: string, maxWidth: number, measure: Measure): string {
  let low = 0;
  let high = text.length;
  // Binary search on the length: a few measurements however long the name.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, mid).trimEnd() + ellipsis) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return text.slice(0, low).trimEnd() + ellipsis;
}

/** The longest start of `word` that fits `maxWidth` (a word longer than a line is broken). */
function breakWord(word: string, maxWidth: number, measure: Measure): number {
  let n = 1;
  while (n < word.length && measure(word.slice(0, n + 1)) <= maxWidth) n++;
  return n;
}

/**
 * Fits a text into at most `maxLines` lines of `maxWidth` px: wrapped at spaces (a word longer
 * than a line at any character), the last line shortened with an ellipsis when the rest does not
 * fit. SVG text neither wraps nor clips itself, so the chart cards fit their names with this.
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: Measure,
): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      i++;
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
    } else {
      const n = breakWord(word, maxWidth, measure);
      lines.push(word.slice(0, n));
      words[i] = word.slice(n);
    }
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = '';
  }
  const rest = [current, ...words.slice(i)].filter(Boolean).join(' ');
  if (!rest) return { lines, shortened: false };
  const last = lines.pop() ?? '';
  lines.push(shorten(`${last} ${rest}`.trim(), maxWidth, measure));
  return { lines, shortened: true };
}

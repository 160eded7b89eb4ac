export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One straight piece of the chart's lines: its box, from (x1, y1) to (x2, y2). */
export interface LineBox extends Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const overlapsBox = (a: Box, b: Box) =>
  a.x <= b.x + b.width && a.x + a.width >= b.x && a.y <= b.y + b.height && a.y + a.height >= b.y;

/** Pieces of lines as one path. */
export const linePath = (lines: readonly LineBox[]) =>
  lines.map((l) => `M${l.x1} ${l.y1}L${l.x2} ${l.y2}`).join('');

let cached: { path: string; boxes: LineBox[] | null } | null = null;

/**
 * The straight pieces of a path of absolute M, L, H and V commands (the charts' elbow lines), so
 * that each printed tile carries only its own part of the lines, and a tile with no card and no
 * line can be left out. Null for anything else (curves, relative commands): then every tile
 * carries all of the lines and none is left out. The last answer is kept: the print dialog asks
 * again for each choice.
 */
export function lineBoxes(path: string): LineBox[] | null {
  if (cached?.path !== path) cached = { path, boxes: readLines(path) };
  return cached.boxes;
}

function readLines(path: string): LineBox[] | null {
  const boxes: LineBox[] = [];
  let x = 0;
  let y = 0;
  const to = (nx: number, ny: number) => {
    boxes.push({
      x: Math.min(x, nx),
      y: Math.min(y, ny),
      width: Math.abs(nx - x),
      height: Math.abs(ny - y),
      x1: x,
      y1: y,
      x2: nx,
      y2: ny,
    });
    x = nx;
    y = ny;
  };
  const token = /\s*,?\s*([A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/y;
  let command = '';
  const numbers: number[] = [];
  const run = (): boolean => {
    const n = numbers;
    switch (command) {
      case '':
        return n.length === 0;
      case 'M':
      case 'L':
        if (n.length === 0 || n.length % 2 !== 0) return false;
        for (let i = 0; i < n.length; i += 2) {
          if (command === 'M' && i === 0) {
            x = n[0]!;
            y = n[1]!;
          } else to(n[i]!, n[i + 1]!);
        }
        return true;
      case 'H':
        for (const v of n) to(v, y);
        return n.length > 0;
      case 'V':
        for (const v of n) to(x, v);
        return n.length > 0;
      default:
        return false;
    }
  };
  token.lastIndex = 0;
  while (token.lastIndex < path.length) {
    const at = token.lastIndex;
    const match = token.exec(path);
    if (!match) {
      if (path.slice(at).trim() === '') break;
      return null;
    }
    const value = match[1]!;
    if (/^[A-Za-z]$/.test(value)) {
      if (!run()) return null;
      command = value;
      numbers.length = 0;
    } else numbers.push(Number(value));
  }
  return run() ? boxes : null;
}

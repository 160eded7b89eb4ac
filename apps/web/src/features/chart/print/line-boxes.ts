export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One straight piece of the chart's lines: its box, and itself as a path of its own. */
export interface LineBox extends Box {
  path: string;
}

export const overlapsBox = (a: Box, b: Box) =>
  a.x <= b.x + b.width && a.x + a.width >= b.x && a.y <= b.y + b.height && a.y + a.height >= b.y;

/**
 * The straight pieces of a path of absolute M, L, H and V commands (the charts' elbow lines), so
 * that each printed tile carries only its own part of the lines, and a tile with no card and no
 * line can be left out. Null for anything else (curves, relative commands): then every tile
 * carries all of the lines and none is left out.
 */
export function lineBoxes(path: string): LineBox[] | null {
  const boxes: LineBox[] = [];
  let x = 0;
  let y = 0;
  const to = (nx: number, ny: number) => {
    boxes.push({
      x: Math.min(x, nx),
      y: Math.min(y, ny),
      width: Math.abs(nx - x),
      height: Math.abs(ny - y),
      path: `M${x} ${y}L${nx} ${ny}`,
    });
    x = nx;
    y = ny;
  };
  for (const [, command, args] of path.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n =
      args!.trim() === ''
        ? []
        : args!
            .trim()
            .split(/[\s,]+/)
            .map(Number);
    if (n.some((v) => !Number.isFinite(v))) return null;
    switch (command) {
      case 'M':
      case 'L':
        if (n.length === 0 || n.length % 2 !== 0) return null;
        for (let i = 0; i < n.length; i += 2) {
          if (command === 'M' && i === 0) {
            x = n[0]!;
            y = n[1]!;
          } else to(n[i]!, n[i + 1]!);
        }
        break;
      case 'H':
        if (n.length === 0) return null;
        for (const v of n) to(v, y);
        break;
      case 'V':
        if (n.length === 0) return null;
        for (const v of n) to(x, v);
        break;
      default:
        return null;
    }
  }
  return boxes;
}

import type { PlacedPerson } from './chart-geometry';

/**
 * The outline of a zoomed-out chart as one path: in each column, cards closer together than
 * `gap` chart units (a couple of screen px) are merged into one band. A 10,000-person chart then
 * draws a few dozen rectangles instead of 10,000 sub-pixel ones, so panning it stays smooth.
 * Fan wedges are few (ancestors only) and stay as they are.
 */
export function overviewPath(placed: readonly PlacedPerson[], gap: number): string {
  const wedges: string[] = [];
  const columns = new Map<number, PlacedPerson[]>();
  for (const p of placed) {
    if (p.wedge) wedges.push(p.wedge);
    else columns.set(p.x, [...(columns.get(p.x) ?? []), p]);
  }
  const parts: string[] = [...wedges];
  for (const [x, cards] of columns) {
    cards.sort((a, b) => a.y - b.y);
    let top = cards[0]!.y;
    let bottom = top + cards[0]!.height;
    const width = cards[0]!.width;
    const flush = () => parts.push(`M${x} ${top}h${width}v${bottom - top}h${-width}z`);
    for (const c of cards.slice(1)) {
      if (c.y - bottom <= gap) bottom = Math.max(bottom, c.y + c.height);
      else {
        flush();
        top = c.y;
        bottom = c.y + c.height;
      }
    }
    flush();
  }
  return parts.join('');
}

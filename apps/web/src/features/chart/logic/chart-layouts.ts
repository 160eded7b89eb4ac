import type { ChartKind, ChartPerson } from '@familytree/shared';
import { boundsOf, type ChartLayout, type PlacedPerson } from './chart-geometry';
import type { ChartGraph } from './chart-graph';
import type { FanVariant } from './fan-geometry';
import { fanLayout } from './fan-layout';
import { tidyLayout, type Branch } from './tidy-layout';

/** How many generations of each side a chart kind shows for `generations` (the focus counts as one). */
export function depthsFor(kind: ChartKind, generations: number) {
  const beyond = Math.max(0, generations - 1);
  return {
    ancestors: kind === 'descendants' ? 0 : beyond,
    descendants: kind === 'descendants' || kind === 'hourglass' ? beyond : 0,
  };
}

/** Parents, father first: the next generation of an ancestor chart. */
const parentsOf = (graph: ChartGraph, maxDepth: number) => (p: ChartPerson, depth: number) =>
  depth >= maxDepth
    ? []
    : [graph.person(p.fatherId), graph.person(p.motherId)]
        .filter((x): x is ChartPerson => x !== undefined)
        .map((person): Branch => ({ person, from: p.personId }));

/**
 * Children, grouped by their other parent in the order of the unions (then those whose other
 * parent is unknown): each group's lines leave from that partner's card, so half-siblings read
 * as such.
 */
const childrenOf = (graph: ChartGraph, maxDepth: number) => (p: ChartPerson, depth: number) => {
  if (depth >= maxDepth) return [];
  const partners = graph.partners(p.personId).map((s) => s.personId);
  const otherParent = (c: ChartPerson) => (c.fatherId === p.personId ? c.motherId : c.fatherId);
  const rank = (c: ChartPerson) => {
    const i = partners.indexOf(otherParent(c) ?? -1);
    return i === -1 ? partners.length : i;
  };
  return graph
    .children(p.personId)
    .map((c, order) => ({ c, order, rank: rank(c) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ c }): Branch => {
      const other = otherParent(c);
      return { person: c, from: other !== null && partners.includes(other) ? other : p.personId };
    });
};

function finish(placed: PlacedPerson[], links: string[]): ChartLayout {
  return { placed, links: links.join(''), bounds: boundsOf(placed) };
}

/**
 * Lays out the chart of `kind` around the graph's focus, `generations` deep (focus included);
 * `fan` is the fan's reach round (180, 270 or 360 degrees).
 */
export function layoutChart(
  kind: ChartKind,
  graph: ChartGraph,
  generations: number,
  fan?: FanVariant,
): ChartLayout {
  const focus = graph.focus;
  if (!focus) return finish([], []);
  const { ancestors, descendants } = depthsFor(kind, generations);
  if (kind === 'fan') return fanLayout(focus, parentsOf(graph, ancestors), fan);
  const up = (direction: 1 | -1) =>
    tidyLayout(focus, {
      direction,
      next: parentsOf(graph, ancestors),
      once: false,
      keyPrefix: 'a',
    });
  const down = () =>
    tidyLayout(focus, {
      direction: 1,
      next: childrenOf(graph, descendants),
      spouses: (p) => graph.partners(p.personId),
      once: true,
      keyPrefix: 'd',
    });
  if (kind === 'pedigree') {
    const a = up(1);
    return finish(a.placed, a.links);
  }
  if (kind === 'descendants') {
    const d = down();
    return finish(d.placed, d.links);
  }
  // Hourglass: ancestors to the left, descendants to the right, the focus card shared.
  const a = up(-1);
  const d = down();
  const focusUp = a.placed.find((p) => p.person.personId === focus.personId && p.x === 0)!;
  const focusDown = d.placed.find((p) => p.person.personId === focus.personId && p.x === 0)!;
  const shift = focusDown.y - focusUp.y;
  const moved = a.placed.filter((p) => p !== focusUp).map((p) => ({ ...p, y: p.y + shift }));
  const movedLinks = a.links.map((l) => shiftPath(l, shift));
  return finish([...d.placed, ...moved], [...d.links, ...movedLinks]);
}

/** The elbow paths of tidyLayout, moved down by `dy` (they are M x y H x V y H x). */
function shiftPath(path: string, dy: number): string {
  return path.replace(
    /M(-?[\d.]+) (-?[\d.]+)H(-?[\d.]+)V(-?[\d.]+)H(-?[\d.]+)/,
    (_m, x1, y1, mid, y2, x2) => `M${x1} ${Number(y1) + dy}H${mid}V${Number(y2) + dy}H${x2}`,
  );
}

import type { ChartPerson } from '@familytree/shared';
import type { Bounds, ChartLayout, PlacedPerson } from './chart-geometry';
import { defaultFanColouring, type FanColouring } from './fan-colours';
import {
  defaultFanVariant,
  fanRings,
  fanSpan,
  maxFanRings,
  slotAngles,
  wedgeBounds,
  wedgePath,
  type FanRing,
  type FanSlot,
  type FanVariant,
} from './fan-geometry';
import { fanFonts } from './fan-labels';
import type { Branch } from './tidy-layout';

export interface EmptySlot extends FanSlot {
  path: string;
}

export interface FanInfo {
  variant: FanVariant;
  colouring: FanColouring;
  rings: FanRing[];
  /** Slots of unknown ancestors, each drawn faint at its own size. */
  empty: EmptySlot[];
  /** The band under the fan where the printed and downloaded fan carries its legend. */
  legend: { x: number; y: number; width: number; columns: number };
}

export const legendSizes = { gap: 28, row: 24, item: 230, swatch: 14 } as const;
/** The zoom at which the inner rings' names are 12.5 px on screen: the fan opens no smaller. */
export const fanStartZoom = 12.5 / fanFonts.arcName;

/**
 * Ancestors as a fan round the focus (decision 0057): generation g is a ring of 2^g equal slots,
 * known or not, father's side left of mother's, so the fan stays symmetrical however much of
 * the tree is known. Rings stop at the last one holding somebody.
 */
export function fanLayout(
  focus: ChartPerson,
  parents: (p: ChartPerson, depth: number) => Branch[],
  variant: FanVariant = defaultFanVariant,
): ChartLayout {
  // Slots by generation: Sosa numbering, father of slot i at 2i and mother at 2i + 1.
  const generations: (ChartPerson | undefined)[][] = [[focus]];
  for (let g = 0; g < maxFanRings; g++) {
    const next: (ChartPerson | undefined)[] = new Array<ChartPerson | undefined>(2 ** (g + 1));
    let any = false;
    generations[g]!.forEach((child, i) => {
      if (!child) return;
      for (const { person } of parents(child, g)) {
        const slot = person.personId === child.fatherId ? 2 * i : 2 * i + 1;
        next[slot] = person;
        any = true;
      }
    });
    if (!any) break;
    generations.push(next);
  }
  const rings = fanRings(variant, generations.length - 1);
  const placed: PlacedPerson[] = [];
  const empty: EmptySlot[] = [];
  generations.forEach((slots, g) => {
    const ring = rings[g]!;
    for (let i = 0; i < 2 ** g; i++) {
      const { a0, a1 } = g === 0 ? { a0: -Math.PI, a1: Math.PI } : slotAngles(variant, g, i);
      const slot: FanSlot = { generation: g, index: i, a0, a1, ring };
      // The focus's disc a little smaller: its ring then shows whole beside the parents' wedges.
      const path = wedgePath(ring.r0, g === 0 ? ring.r1 - 1.5 : ring.r1, a0, a1);
      const person = slots[i];
      if (!person) {
        empty.push({ ...slot, path });
        continue;
      }
      const box = wedgeBounds(ring.r0, ring.r1, a0, a1);
      placed.push({
        key: `s${2 ** g + i}`,
        person,
        // The wedge's box, for culling and for centring on it.
        x: box.minX,
        y: box.minY,
        width: box.maxX - box.minX,
        height: box.maxY - box.minY,
        wedge: path,
        fan: slot,
      });
    }
  });

  const outer = rings.at(-1)!.r1;
  const bounds = fanBounds(variant, outer, fanRings(variant, 0)[0]!.r1);
  const width = bounds.maxX - bounds.minX;
  const columns = Math.max(1, Math.floor(width / legendSizes.item));
  // Room for the longer of the two legends (a swatch per ring, or the two sides), and Unknown.
  const entries = Math.max(rings.length - 1, 2) + 1;
  const legend = { x: bounds.minX, y: bounds.maxY + legendSizes.gap, width, columns };
  bounds.maxY = legend.y + Math.ceil(entries / columns) * legendSizes.row;

  // Open on the middle of the focus and the inner rings, which reach lower the wider the fan is.
  const inner = rings[Math.min(2, rings.length - 1)]!.r1;
  const below = { 180: rings[0]!.r1, 270: inner * Math.SQRT1_2, 360: inner }[variant];
  const start = { x: 0, y: (below - inner) / 2, zoom: fanStartZoom };
  return {
    placed,
    links: '',
    bounds,
    fan: { variant, colouring: defaultFanColouring, rings, empty, legend },
    start,
  };
}

/** The fan's outline's box: the outer arc's extremes and the focus's disc. */
function fanBounds(variant: FanVariant, outer: number, centre: number): Bounds {
  const { start, end } = fanSpan(variant);
  const b = wedgeBounds(0, outer, start, end);
  return {
    minX: Math.min(b.minX, -centre),
    minY: Math.min(b.minY, -centre),
    maxX: Math.max(b.maxX, centre),
    maxY: Math.max(b.maxY, centre),
  };
}

/** The same fan in other colours: its geometry (and so the view on it) is kept. */
export function withFanColouring(layout: ChartLayout, colouring: FanColouring): ChartLayout {
  if (!layout.fan || layout.fan.colouring === colouring) return layout;
  return { ...layout, fan: { ...layout.fan, colouring } };
}

import type { ChartPerson } from '@familytree/shared';
import type { FanSlot } from './fan-geometry';
import type { FanInfo } from './fan-layout';

/** Sizes of a chart card and the gaps between cards, in chart units (px at zoom 1). */
export const card = { width: 220, height: 84, gapX: 56, gapY: 14, spouseGap: 6 } as const;

/** A card's text sizes (chart units): the name, then the years and place. */
export const cardText = { name: 14, nameLine: 17, detail: 12, detailLine: 16 } as const;

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A person placed on a chart: a card (x, y its top-left corner) or a wedge of the fan. */
export interface PlacedPerson {
  /** Unique on the chart: a person may appear twice (pedigree collapse). */
  key: string;
  person: ChartPerson;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The fan's ring segment (an SVG path); absent for a rectangular card. */
  wedge?: string;
  /** Where on the fan the wedge is (its box above is the wedge's). */
  fan?: FanSlot;
  /** Marks a spouse beside their partner (not a blood relative of the focus). */
  spouse?: boolean;
}

export interface ChartLayout {
  placed: PlacedPerson[];
  /** All connecting lines as one SVG path: one element however large the chart. */
  links: string;
  bounds: Bounds;
  /** The fan's rings, empty slots, colouring and legend; absent for the other charts. */
  fan?: FanInfo;
  /**
   * The chart point to open on and the zoom to open at when fitting the whole would be smaller:
   * at that zoom the chart's names are legible.
   */
  start?: { x: number; y: number; zoom: number };
  /** The size of a card's name in chart units, which the first view makes readable; else cards'. */
  nameFontSize?: number;
}

export const emptyBounds = (): Bounds => ({
  minX: Infinity,
  minY: Infinity,
  maxX: -Infinity,
  maxY: -Infinity,
});

export function boundsOf(placed: readonly PlacedPerson[]): Bounds {
  const b = emptyBounds();
  for (const p of placed) {
    b.minX = Math.min(b.minX, p.x);
    b.minY = Math.min(b.minY, p.y);
    b.maxX = Math.max(b.maxX, p.x + p.width);
    b.maxY = Math.max(b.maxY, p.y + p.height);
  }
  if (placed.length === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  return b;
}

/** An elbow line from the right middle of one box to the left middle of another. */
export function elbow(x1: number, y1: number, x2: number, y2: number): string {
  const mid = x1 + (x2 - x1) / 2;
  return `M${x1} ${y1}H${mid}V${y2}H${x2}`;
}

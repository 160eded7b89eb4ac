import type { Bounds } from './chart-geometry';

/**
 * The fan's shapes (decision 0057): how far round it reaches, and where each slot of each
 * generation lies. Angles are radians clockwise from 3 o'clock, SVG's y pointing down, so
 * straight up is -π/2; every variant is centred on straight up, father's side on the left.
 */
export const fanVariants = [180, 270, 360] as const;
export type FanVariant = (typeof fanVariants)[number];
/** As webtrees' own fan chart: three quarters leaves room below for the focus and stays compact. */
export const defaultFanVariant: FanVariant = 270;
/** Rings beyond the focus at most: 2^9 = 512 slots in the outermost one already. */
export const maxFanRings = 9;

export type FanTextMode = 'centre' | 'arc' | 'radial';

export interface FanRing {
  generation: number;
  r0: number;
  r1: number;
  /** Names along the arc, or along the radius where a slot is too narrow for that. */
  mode: FanTextMode;
  /** Photo (or initials) inside the slot: the focus, parents and grandparents. */
  photo: boolean;
}

/** One slot of the fan: generation g's slot `index` is Sosa number 2^g + index. */
export interface FanSlot {
  generation: number;
  index: number;
  a0: number;
  a1: number;
  ring: FanRing;
}

export const fanSizes = {
  /** The focus person's disc. */
  centre: 80,
  photoRing: 84,
  arcRing: 66,
  radialRing: 132,
  /** Generations 1 and 2 carry photos. */
  photoRings: 2,
  /** Below this many units of arc at a ring's middle, names turn to run along the radius. */
  minArc: 100,
} as const;

const top = -Math.PI / 2;

export function fanSpan(variant: FanVariant): { start: number; end: number } {
  const span = (variant * Math.PI) / 180;
  return { start: top - span / 2, end: top + span / 2 };
}

/** Generation g has 2^g equal slots, known or not; slot i is Sosa number 2^g + i. */
export function slotAngles(variant: FanVariant, generation: number, index: number) {
  const { start, end } = fanSpan(variant);
  const width = (end - start) / 2 ** generation;
  return { a0: start + index * width, a1: start + (index + 1) * width };
}

/** The rings up to `rings` generations beyond the focus (ring 0 is the focus's disc). */
export function fanRings(variant: FanVariant, rings: number): FanRing[] {
  const out: FanRing[] = [
    { generation: 0, r0: 0, r1: fanSizes.centre, mode: 'centre', photo: true },
  ];
  const { start, end } = fanSpan(variant);
  let radial = false;
  for (let g = 1; g <= rings; g++) {
    const r0 = out[g - 1]!.r1;
    const photo = g <= fanSizes.photoRings;
    const slot = (end - start) / 2 ** g;
    // Once too narrow, every ring further out is narrower still: each halves the slot.
    radial ||= !photo && slot * (r0 + fanSizes.arcRing / 2) < fanSizes.minArc;
    const width = photo ? fanSizes.photoRing : radial ? fanSizes.radialRing : fanSizes.arcRing;
    out.push({ generation: g, r0, r1: r0 + width, mode: radial ? 'radial' : 'arc', photo });
  }
  return out;
}

export const polar = (r: number, angle: number) => ({
  x: r * Math.cos(angle),
  y: r * Math.sin(angle),
});

const pt = (r: number, angle: number) => {
  const { x, y } = polar(r, angle);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
};

/** A ring segment between two radii and two angles; with r0 = 0 and a full turn, a disc. */
export function wedgePath(r0: number, r1: number, a0: number, a1: number): string {
  if (a1 - a0 >= 2 * Math.PI - 1e-9) {
    const disc = (r: number) => `M${r} 0A${r} ${r} 0 1 1 ${-r} 0A${r} ${r} 0 1 1 ${r} 0Z`;
    return r0 > 0 ? `${disc(r1)}${disc(r0)}` : disc(r1);
  }
  const large = a1 - a0 > Math.PI + 1e-9 ? 1 : 0;
  return (
    `M${pt(r1, a0)}A${r1} ${r1} 0 ${large} 1 ${pt(r1, a1)}` +
    `L${pt(r0, a1)}A${r0} ${r0} 0 ${large} 0 ${pt(r0, a0)}Z`
  );
}

/**
 * An arc at radius r for text to run along, upright: clockwise over the upper half, where
 * glyphs then stand outwards, and anticlockwise under the lower half, where they then stand
 * towards the centre. Either way the text reads left to right.
 */
export function arcTextPath(r: number, a0: number, a1: number, lower: boolean): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return lower
    ? `M${pt(r, a1)}A${r} ${r} 0 ${large} 0 ${pt(r, a0)}`
    : `M${pt(r, a0)}A${r} ${r} 0 ${large} 1 ${pt(r, a1)}`;
}

/** Whether a slot's middle is below the centre, where its text must turn round to stay upright. */
export const isLower = (a0: number, a1: number) => Math.sin((a0 + a1) / 2) > 1e-9;

/** The box round a ring segment: its corners and the arc's extremes at the quarter turns. */
export function wedgeBounds(r0: number, r1: number, a0: number, a1: number): Bounds {
  const points = [polar(r0, a0), polar(r0, a1), polar(r1, a0), polar(r1, a1)];
  for (let k = Math.ceil(a0 / (Math.PI / 2)); k * (Math.PI / 2) <= a1; k++) {
    points.push(polar(r1, (k * Math.PI) / 2));
  }
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** Upright rotation (degrees) for text running along the radius at angle `a`. */
export function radialRotation(a: number): number {
  let deg = (a * 180) / Math.PI;
  // On the left half the text reads inwards, turned half round, so that it is never upside down.
  if (Math.cos(a) < -1e-9) deg += 180;
  deg = ((deg % 360) + 360) % 360;
  return deg > 180 ? deg - 360 : deg;
}

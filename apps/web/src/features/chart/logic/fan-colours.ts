/**
 * The fan's fills (decision 0057). Light tints, so that dark text keeps a contrast of at least
 * 4.5:1 on every one of them (fan-colours.test.ts checks), and a printer spends little ink; plain
 * values, as the same drawing goes into the downloaded files.
 */
export const fanColourings = ['generation', 'line'] as const;
export type FanColouring = (typeof fanColourings)[number];
export const defaultFanColouring: FanColouring = 'generation';

export type FanSide = 'focus' | 'paternal' | 'maternal';

/** One tint per ring beyond the focus, round the colour wheel from amber. */
const byGeneration = [
  '#f6ddb0',
  '#f3cbbd',
  '#e8cde4',
  '#d2daf3',
  '#c6e5ec',
  '#cfe9cb',
  '#e6ecbd',
  '#f1e2c2',
  '#e3d9ce',
] as const;

/** Father's side blue, mother's side rose, each a little lighter every other generation. */
const byLine = {
  paternal: ['#cddff4', '#e2ecf9'],
  maternal: ['#f4d3df', '#fae6ed'],
} as const;

export const fanColours = {
  focus: '#ffffff',
  name: '#1f2a26',
  years: '#3a4742',
  /** Between neighbouring wedges. */
  seam: '#ffffff',
  emptyFill: '#efebe2',
  emptyStroke: '#dcd6c9',
  photo: '#2e5e4e',
  initials: '#ffffff',
  focusRing: '#2e5e4e',
} as const;

/** Slot `index` of generation g is on the father's side when it lies in the first half. */
export function sideOf(generation: number, index: number): FanSide {
  if (generation === 0) return 'focus';
  return index < 2 ** (generation - 1) ? 'paternal' : 'maternal';
}

export function fanFill(colouring: FanColouring, generation: number, index: number): string {
  const side = sideOf(generation, index);
  if (side === 'focus') return fanColours.focus;
  if (colouring === 'line') return byLine[side][(generation - 1) % 2]!;
  return byGeneration[(generation - 1) % byGeneration.length]!;
}

/** Every fill a fan may use, for the contrast check and the legend. */
export const allFanFills = [
  fanColours.focus,
  ...byGeneration,
  ...byLine.paternal,
  ...byLine.maternal,
] as const;

/** The legend's entries for a colouring: which fill stands for what. */
export function legendEntries(
  colouring: FanColouring,
  rings: number,
): { key: string; fill: string; generation?: number; side?: FanSide }[] {
  if (colouring === 'line') {
    return (['paternal', 'maternal'] as const).map((side) => ({
      key: side,
      fill: byLine[side][0],
      side,
    }));
  }
  return Array.from({ length: Math.min(rings, byGeneration.length) }, (_, i) => ({
    key: `g${i + 1}`,
    fill: byGeneration[i]!,
    generation: i + 1,
  }));
}

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
};

/** WCAG's contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

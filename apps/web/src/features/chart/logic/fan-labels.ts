import type { ChartPerson } from '@familytree/shared';
import { arcTextPath, isLower, polar, radialRotation, type FanRing } from './fan-geometry';
import { chartName, cut } from './person-text';

/**
 * Where a slot's photo, name and life years go (decision 0057). SVG text neither wraps nor
 * clips, so each line gets a number of characters that surely fits: a generous average glyph
 * width, times the room the slot has at that line.
 */
export const glyphWidth = 0.62;
const pad = 6;
const lineHeight = 1.2;
/** Of a line's height, the part above its baseline. */
const ascent = 0.92;

export interface ArcLine {
  /** The arc the text runs along (its baseline). */
  path: string;
  fontSize: number;
  maxChars: number;
}

export interface Photo {
  cx: number;
  cy: number;
  r: number;
}

export type SlotLabel =
  | { mode: 'arc'; photo?: Photo; name: ArcLine; years?: ArcLine }
  | {
      mode: 'radial';
      /** The text's anchor (the slot's middle) and its upright rotation in degrees. */
      x: number;
      y: number;
      rotate: number;
      name: { y: number; fontSize: number; maxChars: number };
      years?: { y: number; fontSize: number; maxChars: number };
    }
  | {
      mode: 'centre';
      photo: Photo;
      /** One line, or the given names over the surname. */
      name: { y: number; fontSize: number; maxChars: number }[];
      years: { y: number; fontSize: number; maxChars: number };
    };

const charsIn = (length: number, fontSize: number) =>
  Math.max(0, Math.floor(length / (fontSize * glyphWidth)));

/** Font sizes: at the fan's opening zoom the inner rings' names are at least 12 px. */
export const fanFonts = {
  centreName: 16,
  centreYears: 13,
  arcName: 14,
  arcYears: 12,
  radialName: 12,
  radialYears: 11,
  /** Smaller than this (chart units), a name is left out: the wedge keeps its title. */
  smallest: 2.5,
} as const;

/**
 * The label of the slot a0–a1 of `ring`; on the focus's disc, for a name of one or two lines
 * (one line sits nearer the centre, where the disc is wider, so a name fitting two still fits).
 */
export function slotLabel(
  ring: FanRing,
  a0: number,
  a1: number,
  nameLines: 1 | 2 = 2,
): SlotLabel | null {
  if (ring.mode === 'centre') return centreLabel(ring.r1, nameLines);
  if (ring.mode === 'arc') return arcLabel(ring, a0, a1);
  return radialLabel(ring, a0, a1);
}

function centreLabel(r: number, lines: 1 | 2): SlotLabel {
  const photoR = 22;
  const name = fanFonts.centreName;
  const years = fanFonts.centreYears;
  // Photo, two name lines and the years, stacked about the centre.
  const height = 2 * photoR + 4 + lines * name * lineHeight + years * lineHeight;
  let y = -height / 2;
  const photo = { cx: 0, cy: y + photoR, r: photoR };
  y += 2 * photoR + 4;
  const row = (size: number) => {
    const top = y;
    y += size * lineHeight;
    // The line's chord is narrowest at its edge farther from the centre.
    const far = Math.max(Math.abs(top), Math.abs(y));
    const chord = 2 * Math.sqrt(Math.max(0, r * r - far * far)) - 2 * pad;
    return { y: top + size * ascent, fontSize: size, maxChars: charsIn(chord, size) };
  };
  const names = lines === 2 ? [row(name), row(name)] : [row(name)];
  return { mode: 'centre', photo, name: names, years: row(years) };
}

function arcLabel(ring: FanRing, a0: number, a1: number): SlotLabel {
  const lower = isLower(a0, a1);
  const mid = (a0 + a1) / 2;
  const photoR = ring.photo ? 15 : 0;
  const name = fanFonts.arcName;
  const years = fanFonts.arcYears;
  const height = (photoR ? 2 * photoR + 4 : 0) + name * lineHeight + years * lineHeight;
  // Depth is measured from the slot's visual top: its outer edge above the centre, its inner
  // edge below, so that photo, name and years read downwards on either half.
  const topR = lower ? ring.r0 : ring.r1;
  const down = lower ? 1 : -1;
  let depth = (ring.r1 - ring.r0 - height) / 2;
  const at = (d: number) => topR + down * d;
  let photo: Photo | undefined;
  if (photoR) {
    const { x, y } = polar(at(depth + photoR), mid);
    photo = { cx: x, cy: y, r: photoR };
    depth += 2 * photoR + 4;
  }
  const line = (size: number): ArcLine => {
    const r = at(depth + size * ascent);
    depth += size * lineHeight;
    const inset = pad / r;
    return {
      path: arcTextPath(r, a0 + inset, a1 - inset, lower),
      fontSize: size,
      maxChars: charsIn(r * (a1 - a0) - 2 * pad, size),
    };
  };
  return { mode: 'arc', photo, name: line(name), years: line(years) };
}

function radialLabel(ring: FanRing, a0: number, a1: number): SlotLabel | null {
  const mid = (a0 + a1) / 2;
  const length = ring.r1 - ring.r0 - 2 * pad;
  // The text is a box along the radius; its inner end is where the slot is narrowest.
  const half = (ring.r0 + pad) * Math.sin((a1 - a0) / 2) - 1;
  const { x, y } = polar((ring.r0 + ring.r1) / 2, mid);
  const base = { mode: 'radial' as const, x, y, rotate: radialRotation(mid) };
  const both = Math.min(fanFonts.radialName, (2 * half) / (2 * lineHeight));
  if (both >= 8) {
    const nameSize = both;
    const yearsSize = Math.min(fanFonts.radialYears, both);
    const top = -(nameSize + yearsSize) * (lineHeight / 2);
    return {
      ...base,
      name: {
        y: top + nameSize * ascent,
        fontSize: nameSize,
        maxChars: charsIn(length, nameSize),
      },
      years: {
        y: top + nameSize * lineHeight + yearsSize * ascent,
        fontSize: yearsSize,
        maxChars: charsIn(length, yearsSize),
      },
    };
  }
  const size = Math.min(fanFonts.radialName, (2 * half) / lineHeight);
  if (size < fanFonts.smallest) return null;
  return {
    ...base,
    name: {
      y: -(size * lineHeight) / 2 + size * ascent,
      fontSize: size,
      maxChars: charsIn(length, size),
    },
  };
}

/**
 * A name in at most `max` characters: in full, then without middle names, then with the given
 * name as an initial, then cut with an ellipsis. The full name stays in the wedge's title and
 * accessible name.
 */
export function fitName(p: ChartPerson, max: number): string {
  const first = p.firstName.trim();
  const last = p.lastName.trim();
  const tries = [chartName(p), [first, last].filter(Boolean).join(' ')];
  if (first && last) tries.push(`${first.charAt(0)}. ${last}`);
  const fits = tries.find((t) => t.length <= max);
  if (fits !== undefined) return fits;
  return max <= 1 ? '' : cut(tries.at(-1)!, max);
}

/**
 * The focus's name on the disc: one line if it fits, else the given names over the surname,
 * each fitted to its own line.
 */
export function centreName(p: ChartPerson, lines: { maxChars: number }[]): string[] {
  const [one, two] = lines;
  const full = chartName(p);
  if (full.length <= one!.maxChars || !two) return [cut(full, one!.maxChars)];
  const given = [p.firstName, p.middleName]
    .filter((x) => x && x.trim())
    .join(' ')
    .trim();
  const last = p.lastName.trim();
  if (!given || !last) return [cut(full, one!.maxChars)];
  return [cut(given, one!.maxChars), cut(last, two!.maxChars)];
}

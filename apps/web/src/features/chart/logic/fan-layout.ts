import type { ChartPerson } from '@familytree/shared';
import { boundsOf, card, type ChartLayout, type PlacedPerson } from './chart-geometry';
import type { Branch } from './tidy-layout';

const innerRadius = 120;
const ringWidth = 110;

const point = (r: number, angle: number) =>
  `${(r * Math.cos(angle)).toFixed(1)} ${(r * Math.sin(angle)).toFixed(1)}`;

/** A ring segment between two radii and two angles (radians, SVG's y downwards). */
function wedgePath(r0: number, r1: number, a0: number, a1: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${point(r1, a0)}A${r1} ${r1} 0 ${large} 1 ${point(r1, a1)}L${point(r0, a1)}A${r0} ${r0} 0 ${large} 0 ${point(r0, a0)}Z`;
}

/**
 * Ancestors as a half circle above the focus: generation g is a ring, each person the half of
 * their child's angle (father left, mother right), so an unknown ancestor leaves a gap.
 */
export function fanLayout(
  focus: ChartPerson,
  parents: (p: ChartPerson, depth: number) => Branch[],
): ChartLayout {
  const placed: PlacedPerson[] = [
    {
      key: `f${focus.personId}`,
      person: focus,
      x: -card.width / 2,
      y: 8,
      width: card.width,
      height: card.height,
    },
  ];
  const walk = (p: ChartPerson, depth: number, a0: number, a1: number, key: string) => {
    const mid = (a0 + a1) / 2;
    for (const { person } of parents(p, depth)) {
      const isFather = person.personId === p.fatherId;
      const b0 = isFather ? a0 : mid;
      const b1 = isFather ? mid : a1;
      const r0 = innerRadius + depth * ringWidth;
      const r1 = r0 + ringWidth;
      const labelR = (r0 + r1) / 2;
      const labelA = (b0 + b1) / 2;
      const cx = labelR * Math.cos(labelA);
      const cy = labelR * Math.sin(labelA);
      const childKey = `${key}/${person.personId}`;
      placed.push({
        key: childKey,
        person,
        // The label's box, for culling and for focusing a wedge from the keyboard.
        x: cx - ringWidth / 2,
        y: cy - ringWidth / 2,
        width: ringWidth,
        height: ringWidth,
        wedge: wedgePath(r0, r1, b0, b1),
      });
      walk(person, depth + 1, b0, b1, childKey);
    }
  };
  walk(focus, 0, Math.PI, 2 * Math.PI, `f${focus.personId}`);
  const bounds = boundsOf(placed);
  const outer = innerRadius + (Math.max(1, ...placed.map((p) => ringsOf(p.key))) - 0) * ringWidth;
  bounds.minX = Math.min(bounds.minX, -outer);
  bounds.maxX = Math.max(bounds.maxX, outer);
  bounds.minY = Math.min(bounds.minY, -outer);
  return { placed, links: '', bounds };
}

/** The ring of a fan key (`f1/2/3` is ring 2). */
const ringsOf = (key: string) => key.split('/').length - 1;

import type { Line, LinePerson } from './relation-term.js';

/** Whether one person is older or younger than another, as the tree says. */
export type Seniority = 'elder' | 'younger';

/** Year, month and day of a stored ISO date (YYYY, YYYY-MM or YYYY-MM-DD); absent parts null. */
function dateParts(date: string | null): [number, number | null, number | null] | null {
  const match = date ? /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(date.trim()) : null;
  if (!match) return null;
  const part = (text: string | undefined) => (text === undefined ? null : Number(text));
  return [Number(match[1]), part(match[2]), part(match[3])];
}

/** -1 when `a` was born first, 1 when `b` was, 0 when the dates do not tell them apart. */
function byBirth(a: string | null, b: string | null): number {
  const [x, y] = [dateParts(a), dateParts(b)];
  if (!x || !y) return 0;
  for (let i = 0; i < 3; i++) {
    const [p, q] = [x[i], y[i]];
    // A part one of the dates lacks: what follows cannot be compared either.
    if (p === null || q === null || p === undefined || q === undefined) return 0;
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
}

/**
 * Whether `a` is older or younger than `b`: by their dates of birth when both are known to at
 * least the year and differ (at the precision both have), else, for two children of the same
 * parent (`siblings`), by their child order when both have one and they differ; else null.
 */
export function relativeAge(a: LinePerson, b: LinePerson, siblings: boolean): Seniority | null {
  const birth = byBirth(a.birth, b.birth);
  if (birth !== 0) return birth < 0 ? 'elder' : 'younger';
  if (!siblings || a.childOrder === null || b.childOrder === null) return null;
  if (a.childOrder === b.childOrder) return null;
  return a.childOrder < b.childOrder ? 'elder' : 'younger';
}

/**
 * The relative age of the two children of a collateral line's common ancestor: the first's
 * side (the uncle, the sibling, the nephew's parent) to the second's (the parent, the sibling).
 */
export const topAge = (line: Line): Seniority | null =>
  relativeAge(line.toFirst[1]!, line.toSecond[1]!, true);

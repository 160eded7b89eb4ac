import type { TreePerson } from '@familytree/shared';

/** "1931–2001", "b. 1931", "d. 2001" or "" (tree rows and chart cards). */
export function lifeYears(p: Pick<TreePerson, 'birthYear' | 'deathYear'>): string {
  if (p.birthYear !== null && p.deathYear !== null) return `${p.birthYear}–${p.deathYear}`;
  if (p.birthYear !== null) return `b. ${p.birthYear}`;
  if (p.deathYear !== null) return `d. ${p.deathYear}`;
  return '';
}

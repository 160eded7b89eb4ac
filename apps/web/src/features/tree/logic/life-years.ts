import type { TreePerson } from '@familytree/shared';
import { englishTree, type TreeT } from './tree-text';

/** "1931–2001", "b. 1931", "d. 2001" or "" (tree rows and chart cards). */
export function lifeYears(
  p: Pick<TreePerson, 'birthYear' | 'deathYear'>,
  t: TreeT = englishTree,
): string {
  // Years go in as strings: ICU would write 1931 as "1,931".
  if (p.birthYear !== null && p.deathYear !== null)
    return t('lifeYears', { birth: String(p.birthYear), death: String(p.deathYear) });
  if (p.birthYear !== null) return t('born', { year: String(p.birthYear) });
  if (p.deathYear !== null) return t('died', { year: String(p.deathYear) });
  return '';
}

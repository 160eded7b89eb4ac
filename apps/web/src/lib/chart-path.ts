import type { ChartKind } from '@familytree/shared';

/**
 * The address of a chart (issue 14). Here rather than in the chart feature so that the tree list,
 * the member dialog and the profile link to a chart without loading the chart's code.
 */
export function chartPath(kind: ChartKind, personId: number, generations?: number | 'all'): string {
  const query = generations === undefined ? '' : `?generations=${generations}`;
  return `/familytree/chart/${kind}/${personId}${query}`;
}

import type { ChartKind, MoreChartKind } from '@familytree/shared';

/**
 * The address of a chart (issue 14). Here rather than in the chart feature so that the tree list,
 * the member dialog and the profile link to a chart without loading the chart's code.
 */
export function chartPath(
  kind: ChartKind | MoreChartKind,
  personId: number,
  generations?: number | 'all',
): string {
  const query = generations === undefined ? '' : `?generations=${generations}`;
  return `/familytree/chart/${kind}/${personId}${query}`;
}

/** The relationship chart of two persons (issue 32); without the second, its person picker. */
export const relationshipChartPath = (personId: number, withId?: number) =>
  `/familytree/chart/relationship/${personId}${withId === undefined ? '' : `?with=${withId}`}`;

/** The family statistics, the tree page's third view (issue 32). */
export const statisticsPath = '/familytree/statistics';

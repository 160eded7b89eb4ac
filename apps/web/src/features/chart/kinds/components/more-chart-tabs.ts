import { moreChartKinds, type MoreChartKind } from '@familytree/shared';
import { chartPath, statisticsPath } from '../../../../lib/chart-path';
import { useChartKindsT } from './use-chart-kinds-text';

export interface ChartTabLink {
  value: MoreChartKind | 'statistics';
  label: string;
  to: string;
}

/** The tabs after the four drawn kinds: the kinds of issue 32 and the family statistics. */
export function useMoreChartTabs(personId: number): ChartTabLink[] {
  const t = useChartKindsT();
  return [
    ...moreChartKinds.map((kind) => ({
      value: kind,
      label: t(kind),
      to: chartPath(kind, personId),
    })),
    { value: 'statistics' as const, label: t('statistics'), to: statisticsPath },
  ];
}

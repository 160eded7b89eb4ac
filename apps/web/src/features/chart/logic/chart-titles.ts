import type { ChartKind } from '@familytree/shared';
import type { ChartKey } from './chart-text';

/** Each chart kind's name, alone (the page title) and of a person (the heading, the files). */
export const chartTitles: Record<ChartKind, { title: ChartKey; of: ChartKey }> = {
  pedigree: { title: 'pedigreeChart', of: 'pedigreeChartOf' },
  descendants: { title: 'descendantsChart', of: 'descendantsChartOf' },
  hourglass: { title: 'hourglassChart', of: 'hourglassChartOf' },
  fan: { title: 'fanChart', of: 'fanChartOf' },
};

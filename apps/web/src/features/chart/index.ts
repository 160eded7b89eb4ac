import { lazy } from 'react';

// The chart feature's public face. The app loads it with React.lazy: nothing else imports it, so
// its code stays out of the first load of the home and tree pages (issue 14).
export { ChartPage } from './components/ChartPage';
export { RelationChart } from './components/RelationChart';
// The kinds of issue 32, each its own page and its own chunk: their person pickers and tabs stay
// out of the first load of the four charts.
export const CompactChartPage = lazy(() =>
  import('./kinds/components/CompactChartPage').then((m) => ({ default: m.CompactChartPage })),
);
export const LifespanChartPage = lazy(() =>
  import('./kinds/components/LifespanChartPage').then((m) => ({ default: m.LifespanChartPage })),
);
export const RelationshipChartPage = lazy(() =>
  import('./kinds/components/RelationshipChartPage').then((m) => ({
    default: m.RelationshipChartPage,
  })),
);

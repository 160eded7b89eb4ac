// The chart feature's public face. The app loads it with React.lazy: nothing else imports it, so
// its code stays out of the first load of the home and tree pages (issue 14).
export { ChartPage } from './components/ChartPage';
export { RelationChart } from './components/RelationChart';
// The kinds of issue 32, each its own page and its own chunk: their person pickers and tabs stay
// out of the first load of the four charts. Loaders, not lazy components: the app wraps them in
// its own React.lazy, which must resolve to a component, never to another lazy one.
export const loadCompactChartPage = () =>
  import('./kinds/components/CompactChartPage').then((m) => ({ default: m.CompactChartPage }));
export const loadLifespanChartPage = () =>
  import('./kinds/components/LifespanChartPage').then((m) => ({ default: m.LifespanChartPage }));
export const loadRelationshipChartPage = () =>
  import('./kinds/components/RelationshipChartPage').then((m) => ({
    default: m.RelationshipChartPage,
  }));

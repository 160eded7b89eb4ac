// The chart feature's public face. The app loads it with React.lazy: nothing else imports it, so
// its code stays out of the first load of the home and tree pages (issue 14).
export { ChartPage } from './components/ChartPage';
export { RelationChart } from './components/RelationChart';
// The kinds of issue 32, each its own page.
export { CompactChartPage } from './kinds/components/CompactChartPage';
export { LifespanChartPage } from './kinds/components/LifespanChartPage';
export { RelationshipChartPage } from './kinds/components/RelationshipChartPage';

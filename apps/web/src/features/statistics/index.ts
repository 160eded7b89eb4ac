// The statistics feature's public face. The app loads it with React.lazy when the page opens.
export { StatisticsPage } from './components/StatisticsPage';

import { useT } from '../../../lib/i18n';
import { chartPrintMessages } from './messages';

/** The print dialog's and the printed pages' messages in the current language. */
export const useChartPrintT = () => useT(chartPrintMessages);

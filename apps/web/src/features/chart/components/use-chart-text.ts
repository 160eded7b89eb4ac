import { useT } from '../../../lib/i18n';
import { chartMessages } from '../messages';

/** The charts' messages in the current language. */
export const useChartT = () => useT(chartMessages);

import { useT } from '../../../../lib/i18n';
import { chartKindsMessages } from '../messages';

/** The texts of the chart kinds of issue 32 in the current language. */
export const useChartKindsT = () => useT(chartKindsMessages);

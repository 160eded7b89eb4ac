import { useT } from '../../../lib/i18n';
import { statisticsMessages } from '../messages';

export const useStatisticsT = () => useT(statisticsMessages);

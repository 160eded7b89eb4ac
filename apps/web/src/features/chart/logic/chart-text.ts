import { translator, type Translate } from '@familytree/shared';
import { chartMessages } from '../messages';

/** The charts' message formatter; pure functions take one, English by default (their tests). */
export type ChartT = Translate<typeof chartMessages.en>;
export type ChartKey = keyof typeof chartMessages.en & string;
export const englishChart: ChartT = translator(chartMessages.en, 'en', chartMessages.en);

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'TT',
  month: 'MM',
  year: 'JJJJ',
  chooseDate: 'Datum auswählen',
  enterAs: 'Geben Sie das Datum als {pattern} ein',
} satisfies Translation<typeof en>;

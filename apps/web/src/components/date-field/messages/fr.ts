import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'JJ',
  month: 'MM',
  year: 'AAAA',
  chooseDate: 'Choisir une date',
  enterAs: 'Saisissez la date au format {pattern}',
} satisfies Translation<typeof en>;

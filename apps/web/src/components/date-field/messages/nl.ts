import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'DD',
  month: 'MM',
  year: 'JJJJ',
  chooseDate: 'Kies een datum',
  enterAs: 'Voer de datum in als {pattern}',
} satisfies Translation<typeof en>;

import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'GG',
  month: 'MM',
  year: 'AAAA',
  chooseDate: 'Scegli una data',
  enterAs: 'Inserisci la data nel formato {pattern}',
} satisfies Translation<typeof en>;

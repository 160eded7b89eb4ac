import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'DD',
  month: 'MM',
  year: 'AAAA',
  chooseDate: 'Escolher uma data',
  enterAs: 'Digite a data no formato {pattern}',
} satisfies Translation<typeof en>;

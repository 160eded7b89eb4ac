import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'DD',
  month: 'MM',
  year: 'RRRR',
  chooseDate: 'Wybierz datę',
  enterAs: 'Wpisz datę w formacie {pattern}',
} satisfies Translation<typeof en>;

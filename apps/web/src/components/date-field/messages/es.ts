import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'DD',
  month: 'MM',
  year: 'AAAA',
  chooseDate: 'Elegir una fecha',
  enterAs: 'Escriba la fecha con el formato {pattern}',
} satisfies Translation<typeof en>;

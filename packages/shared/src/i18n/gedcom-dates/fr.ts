import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'vers {date}',
  calculated: 'calculé {date}',
  estimated: 'estimé {date}',
  before: 'avant {date}',
  after: 'après {date}',
  between: 'entre {start} et {end}',
  from: 'depuis {start}',
  to: 'jusqu’à {end}',
  fromTo: 'de {start} à {end}',
  bc: '{date} av. J.-C.',
} satisfies Translation<typeof en>;

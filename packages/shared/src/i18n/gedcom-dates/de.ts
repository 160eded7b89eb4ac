import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'um {date}',
  calculated: 'berechnet {date}',
  estimated: 'geschätzt {date}',
  before: 'vor {date}',
  after: 'nach {date}',
  between: 'zwischen {start} und {end}',
  from: 'ab {start}',
  to: 'bis {end}',
  fromTo: 'von {start} bis {end}',
  bc: '{date} v. Chr.',
} satisfies Translation<typeof en>;

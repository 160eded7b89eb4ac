import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'circa {date}',
  calculated: 'calcolato {date}',
  estimated: 'stimato {date}',
  before: 'prima di {date}',
  after: 'dopo {date}',
  between: 'tra {start} e {end}',
  from: 'da {start}',
  to: 'fino a {end}',
  fromTo: 'da {start} a {end}',
  bc: '{date} a.C.',
} satisfies Translation<typeof en>;

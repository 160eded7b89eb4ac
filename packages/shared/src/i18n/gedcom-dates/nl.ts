import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'omstreeks {date}',
  calculated: 'berekend {date}',
  estimated: 'geschat {date}',
  before: 'voor {date}',
  after: 'na {date}',
  between: 'tussen {start} en {end}',
  from: 'vanaf {start}',
  to: 'tot {end}',
  fromTo: 'van {start} tot {end}',
  bc: '{date} v.Chr.',
} satisfies Translation<typeof en>;

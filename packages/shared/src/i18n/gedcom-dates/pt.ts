import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'cerca de {date}',
  calculated: 'calculado {date}',
  estimated: 'estimado {date}',
  before: 'antes de {date}',
  after: 'depois de {date}',
  between: 'entre {start} e {end}',
  from: 'desde {start}',
  to: 'até {end}',
  fromTo: 'de {start} a {end}',
  bc: '{date} a.C.',
} satisfies Translation<typeof en>;

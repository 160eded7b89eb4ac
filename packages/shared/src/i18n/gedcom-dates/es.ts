import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'hacia {date}',
  calculated: 'calculado {date}',
  estimated: 'estimado {date}',
  before: 'antes de {date}',
  after: 'después de {date}',
  between: 'entre {start} y {end}',
  from: 'desde {start}',
  to: 'hasta {end}',
  fromTo: 'de {start} a {end}',
  bc: '{date} a. C.',
} satisfies Translation<typeof en>;

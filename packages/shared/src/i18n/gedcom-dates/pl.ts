import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'około {date}',
  calculated: 'obliczono {date}',
  estimated: 'szacunkowo {date}',
  before: 'przed {date}',
  after: 'po {date}',
  between: 'między {start} a {end}',
  from: 'od {start}',
  to: 'do {end}',
  fromTo: 'od {start} do {end}',
  bc: '{date} p.n.e.',
} satisfies Translation<typeof en>;

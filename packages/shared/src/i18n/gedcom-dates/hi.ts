import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'लगभग {date}',
  calculated: 'गणना से {date}',
  estimated: 'अनुमानित {date}',
  before: '{date} से पहले',
  after: '{date} के बाद',
  between: '{start} और {end} के बीच',
  from: '{start} से',
  to: '{end} तक',
  fromTo: '{start} से {end} तक',
  bc: 'ई.पू. {date}',
} satisfies Translation<typeof en>;

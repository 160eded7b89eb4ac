import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  about: 'ഏകദേശം {date}',
  calculated: 'കണക്കാക്കിയത് {date}',
  estimated: 'അനുമാനിച്ചത് {date}',
  before: '{date}-ന് മുമ്പ്',
  after: '{date}-ന് ശേഷം',
  between: '{start}-നും {end}-നും ഇടയിൽ',
  from: '{start} മുതൽ',
  to: '{end} വരെ',
  fromTo: '{start} മുതൽ {end} വരെ',
  bc: 'ബി.സി. {date}',
} satisfies Translation<typeof en>;

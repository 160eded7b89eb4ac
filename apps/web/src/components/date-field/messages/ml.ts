import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'ദിവസം',
  month: 'മാസം',
  year: 'വർഷം',
  chooseDate: 'തീയതി തിരഞ്ഞെടുക്കുക',
  enterAs: 'തീയതി {pattern} എന്ന രീതിയിൽ നൽകുക',
} satisfies Translation<typeof en>;

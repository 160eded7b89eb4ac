import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  day: 'दिन',
  month: 'माह',
  year: 'वर्ष',
  chooseDate: 'तारीख़ चुनें',
  enterAs: 'तारीख़ {pattern} के रूप में लिखें',
} satisfies Translation<typeof en>;

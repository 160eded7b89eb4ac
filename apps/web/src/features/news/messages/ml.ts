import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'വാർത്തകൾ',
  writePost: 'പോസ്റ്റ് എഴുതുക',
  loadingNews: 'വാർത്തകൾ ലോഡ് ചെയ്യുന്നു',
  loadFailed: 'വാർത്തകൾ ലോഡ് ചെയ്യാനായില്ല.',
  noNews: 'ഇതുവരെ വാർത്തകളൊന്നുമില്ല.',
  loadingMore: 'ലോഡ് ചെയ്യുന്നു…',
  showOlder: 'പഴയ വാർത്തകൾ കാണിക്കുക',
  deleteConfirm: 'ഈ വാർത്താ പോസ്റ്റ് ഇല്ലാതാക്കണമെന്ന് ഉറപ്പാണോ?',
  postImage: 'ചിത്രം: {title}',
  editPost: '{title} തിരുത്തുക',
  deletePost: '{title} ഇല്ലാതാക്കുക',
  edit: 'തിരുത്തുക',
  delete: 'ഇല്ലാതാക്കുക',
  photosUploaded: '{count, plural, one {# ഫോട്ടോ അപ്‌ലോഡ് ചെയ്തു.} other {# ഫോട്ടോകൾ അപ്‌ലോഡ് ചെയ്തു.}}',
  openGallery: 'ഫോട്ടോ ഗാലറി തുറക്കുക',
  pagePublished: '{page} എന്ന പേജ് പ്രസിദ്ധീകരിച്ചു.',
  personsAdded:
    '{count, plural, one {വൃക്ഷത്തിൽ # വ്യക്തിയെ ചേർത്തു: {names}.} other {വൃക്ഷത്തിൽ # വ്യക്തികളെ ചേർത്തു: {names}.}}',
  andMore: '{names}, കൂടാതെ {count} പേർ',
  editNewsPost: 'വാർത്താ പോസ്റ്റ് തിരുത്തുക',
  writeNewsPost: 'വാർത്താ പോസ്റ്റ് എഴുതുക',
  cancel: 'റദ്ദാക്കുക',
  save: 'സേവ് ചെയ്യുക',
  publishPost: 'പോസ്റ്റ് പ്രസിദ്ധീകരിക്കുക',
  title: 'തലക്കെട്ട്',
  postText: 'പോസ്റ്റിന്റെ വാചകം',
  titleRequired: 'തലക്കെട്ട് നിർബന്ധമാണ്',
  titleTooLong: 'തലക്കെട്ടിൽ പരമാവധി {max} അക്ഷരങ്ങൾ മാത്രം',
  deletedMeanwhile: 'നിങ്ങൾ തുറന്നതിനു ശേഷം ഈ പോസ്റ്റ് ഇല്ലാതാക്കി. ഒന്നും സേവ് ചെയ്തിട്ടില്ല.',
} satisfies Translation<typeof en>;

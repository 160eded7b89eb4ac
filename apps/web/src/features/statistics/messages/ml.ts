import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  statistics: 'സ്ഥിതിവിവരക്കണക്കുകൾ',
  familyStatistics: 'കുടുംബത്തിന്റെ സ്ഥിതിവിവരക്കണക്കുകൾ',
  loading: 'സ്ഥിതിവിവരക്കണക്കുകൾ ലോഡ് ചെയ്യുന്നു',
  loadFailed: 'സ്ഥിതിവിവരക്കണക്കുകൾ ലോഡ് ചെയ്യാനായില്ല.',
  emptyFamily: 'കുടുംബവൃക്ഷത്തിൽ ഇതുവരെ ആരുമില്ല, അതിനാൽ എണ്ണാൻ ഒന്നുമില്ല.',
  counts: 'കുടുംബം സംഖ്യകളിൽ',
  persons: 'വ്യക്തികൾ',
  couples: 'ദമ്പതികൾ',
  living: 'ജീവിച്ചിരിക്കുന്നവർ',
  deceased: 'മരിച്ചവർ',
  birthsByDecade: 'ദശകം തിരിച്ചുള്ള ജനനങ്ങൾ',
  deathsByDecade: 'ദശകം തിരിച്ചുള്ള മരണങ്ങൾ',
  agesAtDeath: 'മരണസമയത്തെ പ്രായം',
  decade: 'ദശകം',
  decadeLabel: '{decade}-കൾ',
  ageAxis: 'മരണസമയത്തെ പ്രായം (വർഷം)',
  ageRange: '{from}–{to}',
  numberOfPersons: 'വ്യക്തികളുടെ എണ്ണം',
  givenNamesMale: 'ഏറ്റവും സാധാരണമായ പേരുകൾ (പുരുഷൻ)',
  givenNamesFemale: 'ഏറ്റവും സാധാരണമായ പേരുകൾ (സ്ത്രീ)',
  surnames: 'ഏറ്റവും സാധാരണമായ കുടുംബപ്പേരുകൾ',
  name: 'പേര്',
  showTable: 'പട്ടികയായി കാണിക്കുക',
  showChart: 'ചാർട്ടായി കാണിക്കുക',
  noData: 'ഇതുവരെ ഒന്നും രേഖപ്പെടുത്തിയിട്ടില്ല.',
  birthsHidden:
    '{count, plural, one {ജീവിച്ചിരിക്കുന്ന # വ്യക്തിയുടെ ജനനം എണ്ണിയിട്ടില്ല} other {ജീവിച്ചിരിക്കുന്ന # വ്യക്തികളുടെ ജനനങ്ങൾ എണ്ണിയിട്ടില്ല}}: കുടുംബം സന്ദർശകർക്ക് പേരുകൾ മാത്രമേ കാണിക്കൂ.',
} satisfies Translation<typeof en>;

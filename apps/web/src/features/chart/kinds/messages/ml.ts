import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'ബന്ധം',
  compact: 'ചുരുക്കം',
  lifespan: 'ജീവിതകാലം',
  statistics: 'സ്ഥിതിവിവരക്കണക്കുകൾ',

  relationshipChart: 'ബന്ധ ചാർട്ട്',
  relationshipChartOf: '{first}, {second} എന്നിവരുടെ ബന്ധ ചാർട്ട്',
  firstPerson: 'ഒന്നാമത്തെ വ്യക്തി',
  secondPerson: 'രണ്ടാമത്തെ വ്യക്തി',
  chooseSecond: '{name} എന്ന വ്യക്തിയുമായുള്ള ബന്ധം കാണാൻ രണ്ടാമത്തെ വ്യക്തിയെ തിരഞ്ഞെടുക്കുക.',
  findingRelation: 'ബന്ധം കണ്ടെത്തുന്നു',
  relationFailed: 'ബന്ധം ലോഡ് ചെയ്യാനായില്ല.',

  compactChart: 'ചുരുക്ക ചാർട്ട്',
  compactChartOf: '{name} എന്ന വ്യക്തിയുടെ ചുരുക്ക ചാർട്ട്',
  compactHelp:
    'ഓരോ കാർഡിനും അരികിലുള്ള ബട്ടണുകൾ ആ വ്യക്തിയുടെ മാതാപിതാക്കളെയും മക്കളെയും കാണിക്കുകയോ മറയ്ക്കുകയോ ചെയ്യുന്നു.',
  showParents: '{name} എന്ന വ്യക്തിയുടെ മാതാപിതാക്കളെ കാണിക്കുക',
  hideParents: '{name} എന്ന വ്യക്തിയുടെ മാതാപിതാക്കളെ മറയ്ക്കുക',
  showChildren: '{name} എന്ന വ്യക്തിയുടെ മക്കളെ കാണിക്കുക',
  hideChildren: '{name} എന്ന വ്യക്തിയുടെ മക്കളെ മറയ്ക്കുക',
  moreFailed: 'വ്യക്തികളെ ലോഡ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.',

  lifespanChart: 'ജീവിതകാല ചാർട്ട്',
  lifespanChartOf: '{name} എന്ന വ്യക്തിയുടെ ജീവിതകാല ചാർട്ട്',
  lifespanHelp: 'ഓരോ വരയും ജനന വർഷം മുതൽ മരണ വർഷം വരെ; തുറന്ന അറ്റം ജീവിച്ചിരിക്കുന്നു എന്നർത്ഥം.',
  year: 'വർഷം',
  person: 'വ്യക്തി',
  relation: 'ബന്ധം',
  born: 'ജനനം',
  died: 'മരണം',
  roleSelf: 'ഈ വ്യക്തി',
  roleParent: 'മാതാവ് അല്ലെങ്കിൽ പിതാവ്',
  roleSpouse: 'ജീവിതപങ്കാളി',
  roleSibling: 'സഹോദരൻ അല്ലെങ്കിൽ സഹോദരി',
  roleChild: 'മകൻ അല്ലെങ്കിൽ മകൾ',
  living: 'ജീവിച്ചിരിക്കുന്നു',
  unknownYear: 'അറിയില്ല',
  noLifeDates: 'ഈ കുടുംബത്തിന്റെ ജനന, മരണ വർഷങ്ങൾ ഇതുവരെ അറിയില്ല.',
  showTable: 'പട്ടികയായി കാണിക്കുക',
  showChart: 'ചാർട്ടായി കാണിക്കുക',
} satisfies Translation<typeof en>;

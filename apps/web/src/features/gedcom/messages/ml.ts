import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  importExport: 'ഇംപോർട്ട് / എക്സ്പോർട്ട്',
  importHeading: 'ഒരു GEDCOM ഫയൽ ഇംപോർട്ട് ചെയ്യുക',
  importIntro:
    'മറ്റൊരു പ്രോഗ്രാമിൽ നിന്ന് ഒരു വംശവൃക്ഷം മുഴുവനായി, ഇതുവരെ അംഗങ്ങളില്ലാത്ത ഒരു കുടുംബത്തിലേക്ക് കൊണ്ടുവരുന്നു.',
  exportHeading: 'GEDCOM ആയി എക്സ്പോർട്ട് ചെയ്യുക',
  readingFile: 'ഫയൽ വായിക്കുന്നു',
  readingName: '{name} വായിക്കുന്നു…',

  dropHere: 'ഒരു GEDCOM ഫയൽ (.ged, അല്ലെങ്കിൽ മീഡിയ ഉൾപ്പെടെ GEDZIP .zip/.gdz) ഇവിടെ ഇടുക, അല്ലെങ്കിൽ',
  fileLabel: 'GEDCOM ഫയൽ',
  chooseFile: 'ഒരു ഫയൽ തിരഞ്ഞെടുക്കുക',
  dropHint:
    'Gramps, webtrees, Ancestry, MyHeritage തുടങ്ങിയവയിൽ നിന്നുള്ള GEDCOM 5.5.1 അല്ലെങ്കിൽ 7.0; പരമാവധി 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, {program} എഴുതിയത്',
  fileUnknownVersion: 'അജ്ഞാത പതിപ്പിലുള്ള GEDCOM, {encoding}',
  fileUnknownVersionBy: 'അജ്ഞാത പതിപ്പിലുള്ള GEDCOM, {encoding}, {program} എഴുതിയത്',
  fileHolds: 'ഫയലിൽ ഉള്ളത്',
  countPersons: 'വ്യക്തികൾ',
  countFamilies: 'കുടുംബങ്ങൾ',
  countEvents: 'സംഭവങ്ങൾ',
  countNotes: 'കുറിപ്പുകൾ',
  countSources: 'ഉറവിടങ്ങൾ',
  countRepositories: 'ശേഖരങ്ങൾ',
  countCitations: 'ഉദ്ധരണികൾ',
  countMedia: 'മീഡിയ പരാമർശങ്ങൾ',
  countPlaces: 'സ്ഥലങ്ങൾ',
  founderLabel: 'വംശവൃക്ഷത്തിന്റെ സ്ഥാപകൻ (ആദ്യം കാണിക്കും)',
  founderOption: '{name} ({count, plural, one {# പിൻഗാമി} other {# പിൻഗാമികൾ}})',
  warningsIntro:
    '{count, plural, one {# മുന്നറിയിപ്പ്} other {# മുന്നറിയിപ്പുകൾ}}: അവ ഉണ്ടെങ്കിലും ഇംപോർട്ട് തുടരും.',
  warnings: 'മുന്നറിയിപ്പുകൾ',
  importPersons: '{count, plural, one {# വ്യക്തിയെ ഇംപോർട്ട് ചെയ്യുക} other {# വ്യക്തികളെ ഇംപോർട്ട് ചെയ്യുക}}',
  chooseAnother: 'മറ്റൊരു ഫയൽ തിരഞ്ഞെടുക്കുക',

  openTree: 'വംശവൃക്ഷം തുറക്കുക',
  imported:
    '{persons, plural, one {# വ്യക്തി} other {# വ്യക്തികൾ}}, {unions, plural, one {# വിവാഹം} other {# വിവാഹങ്ങൾ}}, {events, plural, one {# സംഭവം} other {# സംഭവങ്ങൾ}} എന്നിവ ഇംപോർട്ട് ചെയ്തു.',
  failedHint:
    'ഫയൽ എഴുതിയ പ്രോഗ്രാമിൽ ഫയലിന്റെ ആ വരി ശരിയാക്കുക (അല്ലെങ്കിൽ നീക്കുക), വീണ്ടും എക്സ്പോർട്ട് ചെയ്ത് പുതിയ ഫയൽ ഇംപോർട്ട് ചെയ്യുക. കുടുംബത്തിൽ മാറ്റമൊന്നുമില്ല.',
  importing: 'ഇംപോർട്ട് ചെയ്യുന്നു: {total, plural, one {# വ്യക്തിയിൽ} other {# വ്യക്തികളിൽ}} {processed}',
  importingWithRate:
    'ഇംപോർട്ട് ചെയ്യുന്നു: {total, plural, one {# വ്യക്തിയിൽ} other {# വ്യക്തികളിൽ}} {processed} · {rate} വ്യക്തികൾ/സെ. · ഇനി {time}',
  importProgress: 'ഇംപോർട്ടിന്റെ പുരോഗതി',
  seconds: '{seconds} സെ.',
  minutesSeconds: '{minutes} മി. {seconds} സെ.',

  exportIntro:
    'കുടുംബത്തിലെ ഓരോ വ്യക്തിയും വിവാഹവും സംഭവവും കുറിപ്പും, ഇംപോർട്ടിൽ നിന്ന് സൂക്ഷിച്ചവ ഉൾപ്പെടെ, ഏത് വംശാവലി പ്രോഗ്രാമിനും വായിക്കാവുന്ന ഒരു ഫയലായി.',
  versionLabel: 'GEDCOM പതിപ്പ്',
  version551: 'GEDCOM 5.5.1 (മിക്ക പ്രോഗ്രാമുകളും)',
  version7Zip: 'മീഡിയ ഉൾപ്പെടെ GEDCOM 7.0 (zip)',
  preparing: 'ഫയൽ തയ്യാറാക്കുന്നു…',
  download: '{file} ഡൗൺലോഡ് ചെയ്യുക',
  checkFailed: '{version} എന്തൊക്കെ ഒഴിവാക്കുമെന്ന് പരിശോധിക്കാനായില്ല: {error} ഡൗൺലോഡ് എന്നിട്ടും പ്രവർത്തിക്കും.',
  checking: '{version} എന്തൊക്കെ ഉൾക്കൊള്ളുമെന്ന് പരിശോധിക്കുന്നു…',
  carriesEverything: 'കുടുംബത്തിലുള്ളതെല്ലാം {version} ഉൾക്കൊള്ളും.',
  leavesOut: 'ഈ എക്സ്പോർട്ട് {count, plural, one {# കാര്യം} other {# കാര്യങ്ങൾ}} ഒഴിവാക്കുന്നു',
  noPlace:
    '{count, plural, one {{version} എന്നതിൽ ഇതിന് ഇടമില്ല. ഇത് ഇവിടെ കുടുംബത്തിൽ തുടരും; ഡൗൺലോഡിൽ ഇത് ഉണ്ടാകില്ല.} other {{version} എന്നതിൽ ഇവയ്ക്ക് ഇടമില്ല. ഇവ ഇവിടെ കുടുംബത്തിൽ തുടരും; ഡൗൺലോഡിൽ ഇവ ഉണ്ടാകില്ല.}}',
  leftOutList: 'എക്സ്പോർട്ട് ഒഴിവാക്കുന്നവ',
  moreNotListed: '{count, plural, other {പട്ടികയിലില്ലാത്ത # എണ്ണം കൂടി.}}',
  showFewer: 'കുറച്ച് കാണിക്കുക',
  showMore: '{count, plural, other {# എണ്ണം കൂടി കാണിക്കുക}}',

  fromRecords: 'കുടുംബ രേഖകളിൽ നിന്ന്',
  loadingRecords: 'കുടുംബ രേഖകൾ ലോഡ് ചെയ്യുന്നു',
  recordsLoadFailed: 'കുടുംബ രേഖകൾ ലോഡ് ചെയ്യാനായില്ല.',
} satisfies Translation<typeof en>;

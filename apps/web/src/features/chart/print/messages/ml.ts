import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'ചാർട്ട് പ്രിന്റ് ചെയ്യുക',
  paper: 'കടലാസ്',
  letter: 'ലെറ്റർ (യുഎസ്)',
  poster: 'പോസ്റ്റർ: ചാർട്ട് അതിന്റെ സ്വന്തം വലുപ്പത്തിൽ',
  orientation: 'ദിശ',
  portrait: 'നിവർന്ന് (പോർട്രെയ്റ്റ്)',
  landscape: 'വിലങ്ങനെ (ലാൻഡ്സ്കേപ്പ്)',
  pages: 'പേജുകൾ',
  tile: 'പല പേജുകളിലായി വിഭജിക്കുക',
  fit: 'ഒരു പേജിൽ ഒതുക്കുക',
  onePage: '1 പേജ്',
  pageGrid: '{columns} × {rows} പേജുകൾ',
  printedCount:
    '{count, plural, one {# പേജ് പ്രിന്റ് ചെയ്യും} other {# പേജുകൾ പ്രിന്റ് ചെയ്യും}}: ഒന്നുമില്ലാത്ത പേജുകൾ ഒഴിവാക്കുന്നു.',
  namesAt: 'പേരുകൾ {size} pt വലുപ്പത്തിൽ പ്രിന്റ് ചെയ്യും.',
  tooSmall: 'ഒരു പേജിൽ പേരുകൾ വായിക്കാൻ കഴിയാത്തത്ര ചെറുതാകും: ചാർട്ട് പല പേജുകളിലായി വിഭജിക്കുക.',
  posterSize: '{width} × {height} സെ.മീ. വലുപ്പമുള്ള ഒരു പേജ്, പ്രിന്റിംഗ് പ്രസ്സിനായി.',
  pdfNote:
    'PDF ഫയലിനായി ബ്രൗസറിന്റെ പ്രിന്റ് ഡയലോഗിൽ “PDF ആയി സേവ് ചെയ്യുക” എന്ന ലക്ഷ്യസ്ഥാനം തിരഞ്ഞെടുക്കുക: ഫയൽ വെക്ടറിൽ വരച്ചതാണ്, ഏതു വലുപ്പത്തിലും വ്യക്തമായിരിക്കും.',
  print: 'പ്രിന്റ് ചെയ്യുക',
  cancel: 'റദ്ദാക്കുക',
  tileLabel: '{columns} × {rows}-ൽ വരി {row}, നിര {column}',
} satisfies Translation<typeof en>;

/**
 * Malayalam suffixes on the kinship words of this module (decision 0049): the genitive (-ന്റെ,
 * -ഉടെ), the copula (-ആണ്) and "also" (-ഉം ആണ്) join the last word of a phrase by its ending.
 * Names are never inflected: the sentence says "{name} എന്നയാളുടെ".
 */

type Suffix = 'genitive' | 'copula' | 'alsoCopula';

/** Each ending's forms: what replaces the last letter, then each suffix after it. */
interface Ending {
  stem: string;
  genitive: string;
  copula: string;
  alsoCopula: string;
}

const chillu = (letter: string, genitive: string): Ending => ({
  stem: letter,
  genitive,
  copula: 'ാണ്',
  alsoCopula: 'ുമാണ്',
});

const endings: Record<string, Ending> = {
  // അച്ഛൻ → അച്ഛന്റെ, അച്ഛനാണ്, അച്ഛനുമാണ്; മകൾ → മകളുടെ.
  ൻ: chillu('ന', '്റെ'),
  ൾ: chillu('ള', 'ുടെ'),
  ർ: chillu('ര', 'ുടെ'),
  ൽ: chillu('ല', 'ിന്റെ'),
  ൺ: chillu('ണ', 'ിന്റെ'),
  // A final half-u (samvruthokaram): രക്ഷിതാവ് → രക്ഷിതാവിന്റെ, രക്ഷിതാവാണ്.
  '്': { stem: '', genitive: 'ിന്റെ', copula: 'ാണ്', alsoCopula: 'ുമാണ്' },
  // സന്താനം → സന്താനത്തിന്റെ, സന്താനമാണ്, സന്താനവുമാണ്.
  'ം': { stem: '', genitive: 'ത്തിന്റെ', copula: 'മാണ്', alsoCopula: 'വുമാണ്' },
};

/** After a final u or o the glide is വ; after any other vowel, or a consonant's own a, യ. */
const vGlide: Ending = { stem: '', genitive: 'വിന്റെ', copula: 'വാണ്', alsoCopula: 'വുമാണ്' };
const yGlide: Ending = { stem: '', genitive: 'യുടെ', copula: 'യാണ്', alsoCopula: 'യുമാണ്' };

export function suffixed(phrase: string, suffix: Suffix): string {
  const last = phrase.at(-1);
  if (!last) return phrase;
  const ending = endings[last];
  if (ending) return phrase.slice(0, -1) + ending.stem + ending[suffix];
  if ('ുൂൊോൌൗ'.includes(last)) return phrase + vGlide[suffix];
  const code = last.codePointAt(0) ?? 0;
  // A consonant (its own a) or an independent vowel, or one of the other vowel signs.
  if ((code >= 0x0d05 && code <= 0x0d39) || 'ാിീൃെേൈ'.includes(last)) return phrase + yGlide[suffix];
  // Anything else (never one of this module's words): the suffix apart.
  return `${phrase} ${suffix === 'genitive' ? 'എന്നതിന്റെ' : suffix === 'copula' ? 'ആണ്' : 'ഉം ആണ്'}`;
}

/** "A-ന്റെ B": the owner in the genitive before the head. */
export const ofMl = (owner: string, head: string) => `${suffixed(owner, 'genitive')} ${head}`;

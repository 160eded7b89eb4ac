/**
 * Name forms the engine compares (decision 0054). `foldName` removes what never tells two persons
 * apart (case, diacritics, punctuation); `spellingKey` also folds the spellings one name is
 * transliterated with (Thomas/Tomas, Sreedharan/Sridharan, Mariyam/Mariam, Chacko/Chako);
 * `phoneticKey` is a Soundex code of the spelling key, coarse on purpose: it only groups
 * candidates (blocking), the score itself compares the finer forms.
 */

const foldCache = new Map<string, string>();

export function foldName(value: string | null | undefined): string {
  if (!value) return '';
  const cached = foldCache.get(value);
  if (cached !== undefined) return cached;
  const folded = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[øð]/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/[^a-z\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (foldCache.size > 200_000) foldCache.clear();
  foldCache.set(value, folded);
  return folded;
}

/** The words of a name, folded: `Mary-Ann` gives `mary`, `ann`. */
export function nameTokens(value: string | null | undefined): string[] {
  const folded = foldName(value);
  return folded === '' ? [] : folded.split(' ');
}

// Order matters: x before c, ck/ch before c, the vowel pairs before the doubles collapse.
const spellingRules: [RegExp, string][] = [
  [/\s+/g, ''],
  [/x/g, 'ks'],
  [/ck/g, 'k'],
  [/ch/g, 'C'],
  [/sh/g, 's'],
  [/ph/g, 'f'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/q/g, 'k'],
  [/z/g, 's'],
  [/w/g, 'v'],
  [/([bdgjklmnprstvf])h/g, '$1'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/ou/g, 'u'],
  [/y/g, 'i'],
  [/(.)\1+/g, '$1'],
  [/C/g, 'c'],
];

export function spellingKey(folded: string): string {
  let key = folded;
  for (const [pattern, replacement] of spellingRules) key = key.replace(pattern, replacement);
  return key;
}

const soundexDigits: Record<string, string> = {
  b: '1',
  f: '1',
  p: '1',
  v: '1',
  c: '2',
  g: '2',
  j: '2',
  k: '2',
  q: '2',
  s: '2',
  x: '2',
  z: '2',
  d: '3',
  t: '3',
  l: '4',
  m: '5',
  n: '5',
  r: '6',
};

/** Soundex of the spelling key; a leading vowel is one class (Ouseph, Euseph). */
export function phoneticKey(spelling: string): string {
  if (spelling === '') return '';
  const first = spelling[0]!;
  let code = 'aeiou'.includes(first) ? 'a' : first;
  let last = soundexDigits[first] ?? '';
  for (let i = 1; i < spelling.length && code.length < 4; i++) {
    const digit = soundexDigits[spelling[i]!] ?? '';
    if (digit !== '' && digit !== last) code += digit;
    last = digit;
  }
  return code;
}

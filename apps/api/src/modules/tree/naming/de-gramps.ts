import type { Gender } from '@familytree/shared';

/**
 * Gramps 5.1's German relationship names (`gramps/plugins/rel/rel_de.py`,
 * `_get_relationship_string`), ported rule for rule, including its oddities ("Altsohn", the
 * Roman numerals past 24 generations that count one too few). "b is the <name> of a": `ga`
 * generations from a (our second person) to the common ancestor, `gb` from b (our first).
 */

/** The grammatical gender of a German noun, for its article and adjective endings. */
export type Genus = 'm' | 'f' | 'n';

export interface Noun {
  word: string;
  genus: Genus;
}

/**
 * A name as Gramps builds it: one noun, or for a person of unknown gender two joined by "oder"
 * ("Onkel oder Tante"), then what follows both ("zweiten Grades", "(angeheiratet)").
 */
export interface GermanName {
  nouns: Noun[];
  post: string;
}

const ordinals = [
  'nullte',
  'erste',
  'zweite',
  'dritte',
  'vierte',
  'fünfte',
  'sechste',
  'siebte',
  'achte',
  'neunte',
  'zehnte',
  'elfte',
  'zwölfte',
];

const removedWords = [
  '',
  '',
  'Groß',
  'Urgroß',
  'Alt',
  'Altgroß',
  'Alturgroß',
  'Ober',
  'Obergroß',
  'Oberurgroß',
  'Stamm',
  'Stammgroß',
  'Stammurgroß',
  'Ahnen',
  'Ahnengroß',
  'Ahnenurgroß',
  'Urahnen',
  'Urahnengroß',
  'Urahnenurgroß',
  'Erz',
  'Erzgroß',
  'Erzurgroß',
  'Erzahnen',
  'Erzahnengroß',
  'Erzahnenurgroß',
];

type Nouns = Record<Gender, Noun[]>;
const m = (word: string): Noun => ({ word, genus: 'm' });
const f = (word: string): Noun => ({ word, genus: 'f' });
const n = (word: string): Noun => ({ word, genus: 'n' });

// rel_de's templates for one person ('male', 'female', 'unknown'); its 'many' is for groups.
const linealUp: Nouns = { M: [m('Vater')], F: [f('Mutter')], U: [n('Elter')] };
const linealDown: Nouns = { M: [m('Sohn')], F: [f('Tochter')], U: [n('Kind')] };
const collateralUp: Nouns = { M: [m('Onkel')], F: [f('Tante')], U: [m('Onkel'), f('Tante')] };
const collateralDown: Nouns = { M: [m('Neffe')], F: [f('Nichte')], U: [m('Neffe'), f('Nichte')] };
const collateralSame: Nouns = {
  M: [m('Cousin')],
  F: [f('Cousine')],
  U: [m('Cousin'), f('Cousine')],
};
const collateralSib: Nouns = {
  M: [m('Bruder')],
  F: [f('Schwester')],
  U: [n('Geschwisterkind')],
};
const schwager: Nouns = { M: [m('Schwager')], F: [f('Schwägerin')], U: [m('Schwager')] };
const schwippschwager: Nouns = {
  M: [m('Schwippschwager')],
  F: [f('Schwippschwägerin')],
  U: [m('Schwippschwager')],
};

/** rel_de's `_make_roman`, with its `while num > v` (so 4 is "III" and 24 "XXIII"). */
function roman(num: number): string {
  let out = '';
  const values: Array<[number, string]> = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  for (const [v, r] of values)
    while (num > v) {
      num -= v;
      out += r;
    }
  return out;
}

/** Lower-cases a capital inside a compound word: "HalbUrgroßOnkel" → "Halburgroßonkel". */
export const fixCaps = (text: string) =>
  text.replace(/(?<=[^\s(/A-Z])[A-Z]/g, (c) => c.toLowerCase());

function removedText(degree: number, removed: number): string {
  if (degree === 0 && removed === -2) return 'Enkel';
  if (degree === 0 && removed === -3) return 'Urenkel';
  const r = Math.abs(removed);
  return r < removedWords.length ? removedWords[r]! : `(${roman(r - 1)}) Urgroß`;
}

function degreeText(degree: number, removed: number): string {
  // A cousin has the same degree as his parent (uncle or aunt).
  if (removed === 0) degree -= 1;
  if (degree <= 1) return '';
  return degree < ordinals.length ? ` ${ordinals[degree]}n Grades` : ` ${degree}. Grades`;
}

export interface GermanQuery {
  /** Generations from a (our second person) and from b (our first) to the common ancestor. */
  ga: number;
  gb: number;
  /** b's gender: the name is b's. */
  gender: Gender;
  /**
   * How many of the two lines' ends are the same ancestor in Gramps' count: 2 when both run up
   * to one couple (its 'a'), 1 through one of them (half), 0 when the two ends disagree.
   */
  commonAncestors: number;
  /** a's line runs through a's spouse, b's through b's spouse. */
  inLawA?: boolean;
  inLawB?: boolean;
}

/** Gramps' German name, as nouns and what follows them. */
export function grampsGerman(query: GermanQuery): GermanName {
  const { ga, gb, gender, commonAncestors } = query;
  let inLawA = query.inLawA ?? false;
  let inLawB = query.inLawB ?? false;
  const degree = Math.min(ga, gb);
  const removed = ga - gb;
  // For descendants the in-law logic is reversed.
  if (degree === 0 && removed < 0) [inLawA, inLawB] = [inLawB, inLawA];
  const siblingLevel = degree === 1 && removed === 0;

  let pre = '';
  let post = '';
  if (inLawB && degree === 0) pre += 'Stief';
  else if (commonAncestors === 0) pre += 'Stief-/Adoptiv';
  // A "Schwiegerbruder" really is a "Schwager" (below).
  if (inLawA && !siblingLevel) pre += 'Schwieger';
  if (degree !== 0 && commonAncestors === 1) pre += 'Halb';
  pre += removedText(degree, removed);
  post += degreeText(degree, removed);
  // A "Bruder (angeheiratet)" also is a "Schwager".
  if (inLawB && degree !== 0 && !siblingLevel) post += ' (angeheiratet)';

  let nouns: Noun[];
  if (degree === 0) {
    if (removed > 0) nouns = linealUp[gender];
    else if (removed < 0) nouns = linealDown[gender];
    // Gramps' literal words: the template's prefix and suffix do not apply to them.
    else return { nouns: [m(inLawA || inLawB ? 'Partner' : 'Proband')], post: '' };
  } else if (removed > 0) nouns = collateralUp[gender];
  else if (removed < 0) nouns = collateralDown[gender];
  else if (degree === 1)
    nouns =
      inLawA && inLawB
        ? schwippschwager[gender]
        : inLawA || inLawB
          ? schwager[gender]
          : collateralSib[gender];
  else nouns = collateralSame[gender];
  return {
    nouns: nouns.map((noun) => ({ word: fixCaps(pre + noun.word), genus: noun.genus })),
    post: fixCaps(post),
  };
}

/** The name as Gramps writes it: "Halbonkel oder Halbtante zweiten Grades". */
export const germanText = (name: GermanName) =>
  name.nouns.map((noun) => noun.word).join(' oder ') + name.post;

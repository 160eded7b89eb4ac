import type { Gender, Locale } from '@familytree/shared';
import { line } from '../gramps-table.fixture.js';
import type { Line, Named, RelationLanguage, RelationTerm } from '../relation-term.js';
import { ofSpouse, spouseOf } from '../relation-terms.fixture.js';

/**
 * A table of the names one language gives where every language Gramps names is checked alike
 * (language-tables.test.ts): in-laws, step-siblings, double, half and deep lines, the refusal.
 */
export interface LanguageTable {
  title: string;
  locale: Locale;
  language: RelationLanguage;
  /** The first is married to a relative of the second. */
  spousesOfRelatives: Said[];
  /** The first is a relative of the second's spouse. */
  relativesOfSpouses: Said[];
  coSiblingsInLaw: Said[];
  stepSiblings: Said[];
  /** Lines through two or more ancestors or couples: double, triple … */
  multipleLines: Said[];
  /** Half relations beyond siblings. */
  halfLines: Said[];
  /** Lines 25 generations deep, or deeper. */
  deepLines: Said[];
  refusals: Said[];
  /** Every line up to `depth` generations each way has a name; `line` builds one (collateral's). */
  everyLine?: { depth: number; line?: (up: number, down: number, gender: Gender) => Line };
}

/** What the language says, and the words expected. */
export type Said =
  | { sentence: [first: Named, term: RelationTerm, second: Named]; is: string }
  | { also: [term: RelationTerm, second: Named]; is: string }
  | { blood: Line; is: string }
  | { notRelated: [first: Named, second: Named]; is: string };

export const says = (first: Named, term: RelationTerm, second: Named, is: string): Said => ({
  sentence: [first, term, second],
  is,
});
export const addsAlso = (term: RelationTerm, second: Named, is: string): Said => ({
  also: [term, second],
  is,
});
export const names = (blood: Line, is: string): Said => ({ blood, is });
export const refuses = (first: Named, second: Named, is: string): Said => ({
  notRelated: [first, second],
  is,
});

export function said(language: RelationLanguage, row: Said): string {
  if ('sentence' in row) return language.sentence(...row.sentence);
  if ('also' in row) return language.also(...row.also);
  if ('notRelated' in row) return language.notRelated(...row.notRelated);
  return language.blood(row.blood);
}

/** The persons most tables relate. */
export const anna: Named = { name: 'Anna', gender: 'F' };
export const ben: Named = { name: 'Ben', gender: 'M' };
export const alex: Named = { name: 'Alex', gender: 'U' };

/** Rows of what Anna is to Ben: her sentence, a further relation of his, a line written out. */
export const annaToBen = {
  say: (term: RelationTerm, is: string) => says(anna, term, ben, is),
  also: (term: RelationTerm, is: string) => addsAlso(term, ben, is),
  blood: (toFirst: Gender[], toSecond: Gender[], extra: Partial<Line>, is: string) =>
    names(line(toFirst, toSecond, extra), is),
};

/** Rows of what `name`, married to `partnerLine`'s first person, is to `second`. */
export const marriedTo =
  (name: string, second: Named) => (gender: Gender, partnerLine: Line, is: string) =>
    says({ name, gender }, spouseOf(gender, partnerLine), second, is);

/** Rows of what Dora, a relative of `second`'s wife along `line`, is to `second`. */
export const ofWifeOf = (second: Named) => (line: Line, is: string) =>
  says({ name: 'Dora', gender: 'F' }, ofSpouse(line, 'M'), second, is);

/**
 * A line from a man, `up` generations down to the first person through women (the first's
 * mother's side), `down` to the second through men.
 */
export const firstThroughWomen = (up: number, down: number, gender: Gender): Line =>
  line(up ? ['M', ...Array<Gender>(up - 1).fill('F'), gender] : ['M'], [
    'M',
    ...Array<Gender>(down).fill('M'),
  ]);

import type { Gender } from '@familytree/shared';
import { grampsGerman, germanText, type Genus } from './de-gramps.js';
import { lineCount, pick } from './line-shape.js';
import {
  firstOf,
  type Line,
  type Named,
  type RelationLanguage,
  type RelationTerm,
} from './relation-term.js';

/**
 * German relation names: Gramps' (`de-gramps.ts`) for blood lines and, through its in-law
 * branches, for in-laws (Schwager, Schwiegervater, Stiefvater, Schwippschwager); the rest
 * (Stiefbruder, "doppelter Cousin") as decision 0046 lists them.
 */

/**
 * The end of a line at the common ancestor as Gramps reads it ('f' father, 'm' mother, 'a' a
 * couple): a full line runs up to a couple, a half line to one of them, and a lineal line's own
 * end is the person (Gramps' empty path, read as 'a').
 */
function ancestorEnd(line: Line, side: 'first' | 'second'): 'f' | 'm' | 'a' | null {
  const path = side === 'first' ? line.toFirst : line.toSecond;
  if (path.length === 1 || !line.half) return 'a';
  return pick<'f' | 'm' | null>(path[0]!.gender, 'f', 'm', null);
}

/** rel_de's count of the common ancestors the two lines' ends share (2 a couple, 1 one of them). */
export function commonAncestors(line: Line): number {
  let a = ancestorEnd(line, 'second');
  let b = ancestorEnd(line, 'first');
  // An ancestor of unknown gender is still one person on both lines.
  a ??= b ?? 'f';
  b ??= a;
  const mother = ['m', 'a'].includes(a) && ['m', 'a'].includes(b);
  const father = ['f', 'a'].includes(a) && ['f', 'a'].includes(b);
  return Number(mother) + Number(father);
}

/** Gramps' name of a line, or of a line through a spouse ("b" is the line's first person). */
const lineName = (line: Line, gender: Gender, inLaw: { inLawA?: boolean; inLawB?: boolean } = {}) =>
  grampsGerman({
    ga: line.down,
    gb: line.up,
    gender,
    commonAncestors: commonAncestors(line),
    ...inLaw,
  });

/** "doppelt", "dreifach", "4-fach": through how many lines. */
const multipleStem = (count: number) =>
  count === 2 ? 'doppelt' : count === 3 ? 'dreifach' : `${count}-fach`;

/** How a noun phrase begins: bare, with "der/die/das", or with "sein"/"ihr". */
type Determiner =
  { kind: 'none' } | { kind: 'definite' } | { kind: 'possessive'; owner: 'M' | 'F' };

type Word = { word: string; genus: Genus | 'mf' };

const definite = { m: 'der', f: 'die', n: 'das', mf: 'der/die' };
const possessive = {
  M: { m: 'sein', f: 'seine', n: 'sein', mf: 'sein(e)' },
  F: { m: 'ihr', f: 'ihre', n: 'ihr', mf: 'ihr(e)' },
};
// Adjective endings in the nominative: weak after "der/die/das", strong (or mixed) otherwise.
const strongEnding = { m: 'er', f: 'e', n: 'es', mf: 'e' };

function nounPhrase(nouns: Word[], post: string, determiner: Determiner, multiple = 1): string {
  const each = nouns.map(({ word, genus }) => {
    const parts: string[] = [];
    if (determiner.kind === 'definite') parts.push(definite[genus]);
    if (determiner.kind === 'possessive') parts.push(possessive[determiner.owner][genus]);
    if (multiple > 1)
      parts.push(
        multipleStem(multiple) + (determiner.kind === 'definite' ? 'e' : strongEnding[genus]),
      );
    parts.push(word);
    return parts.join(' ');
  });
  return each.join(' oder ') + post;
}

const blood = (line: Line): string => {
  const name = lineName(line, firstOf(line).gender);
  const count = lineCount(line);
  return count > 1 ? nounPhrase(name.nouns, name.post, { kind: 'none' }, count) : germanText(name);
};

/** Gramps' partner words (its German translation of "husband", "wife", "spouse"). */
export const spouseWord = (gender: Gender) =>
  pick<Word>(
    gender,
    { word: 'Ehemann', genus: 'm' },
    { word: 'Ehefrau', genus: 'f' },
    { word: 'Partner(in)', genus: 'mf' },
  );

const stepSiblingWord = (gender: Gender) =>
  pick<Word>(
    gender,
    { word: 'Stiefbruder', genus: 'm' },
    { word: 'Stiefschwester', genus: 'f' },
    { word: 'Stiefgeschwister', genus: 'n' },
  );

/** What a term is called, as nouns, what follows them, and through how many lines. */
function termName(term: RelationTerm): { nouns: Word[]; post: string; multiple: number } {
  switch (term.kind) {
    case 'spouse':
      return { nouns: [spouseWord(term.gender)], post: '', multiple: 1 };
    case 'blood':
      return {
        ...lineName(term.line, firstOf(term.line).gender),
        multiple: lineCount(term.line),
      };
    case 'spouse-of-relative':
      // Gramps: b's line runs through b's spouse.
      return {
        ...lineName(term.partnerLine, term.gender, { inLawB: true }),
        multiple: lineCount(term.partnerLine),
      };
    case 'relative-of-spouse':
      return {
        ...lineName(term.line, firstOf(term.line).gender, { inLawA: true }),
        multiple: lineCount(term.line),
      };
    case 'co-sibling-in-law':
      return {
        ...lineName(term.siblings, term.gender, { inLawA: true, inLawB: true }),
        multiple: 1,
      };
    case 'step-sibling':
      return { nouns: [stepSiblingWord(term.gender)], post: '', multiple: 1 };
  }
}

export const german: RelationLanguage = {
  blood,
  sentence: (first, term, second) => {
    const name = termName(term);
    const phrase = nounPhrase(name.nouns, name.post, { kind: 'definite' }, name.multiple);
    return `${first.name} ist ${phrase} von ${second.name}`;
  },
  also: (term: RelationTerm, second: Named) => {
    const name = termName(term);
    if (second.gender === 'U')
      return `außerdem ${nounPhrase(name.nouns, name.post, { kind: 'definite' }, name.multiple)} von ${second.name}`;
    const owner = { kind: 'possessive', owner: second.gender } as const;
    return `außerdem ${nounPhrase(name.nouns, name.post, owner, name.multiple)}`;
  },
  join: (parts) => parts.join('; '),
  notRelated: (first, second) =>
    `${first.name} und ${second.name} sind in diesem Stammbaum nicht verwandt.`,
};

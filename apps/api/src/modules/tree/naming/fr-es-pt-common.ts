import type { Gender } from '@familytree/shared';
import type { Line } from './relation-term.js';

/** What the French, Spanish and Portuguese modules share: how Gramps is handed a line. */

/** The gendered word, or the neutral one for a person of unknown gender. */
export const pick = <T>(gender: Gender, male: T, female: T, neutral: T): T =>
  gender === 'M' ? male : gender === 'F' ? female : neutral;

/**
 * A line in the terms of Gramps' `get_single_relationship_string(Ga, Gb, gender_a, gender_b,
 * reltocommon_a, reltocommon_b)`: "b is the <name> of a", so Gramps' b is our first person and its
 * a our second; `ga` is our `down`, `gb` our `up`.
 */
export interface GrampsLine {
  ga: number;
  gb: number;
  /** The first person's gender (Gramps' gender_b). */
  genderB: Gender;
  /** From the second person up to the common ancestor, one letter a step: 'f' father, 'm' mother. */
  relA: string;
  /** The same from the first person. */
  relB: string;
}

const parentLetter = (gender: Gender) => pick(gender, 'f', 'm', 'u');

/** Gramps' reltocommon: `toX` runs from the ancestor down, so read it backwards without its end. */
const upFrom = (down: Line['toFirst']) =>
  down
    .slice(0, -1)
    .reverse()
    .map((p) => parentLetter(p.gender))
    .join('');

export const grampsLine = (line: Line): GrampsLine => ({
  ga: line.down,
  gb: line.up,
  genderB: line.toFirst[line.toFirst.length - 1]!.gender,
  relA: upFrom(line.toSecond),
  relB: upFrom(line.toFirst),
});

/** The same line with the first person of another gender (a spouse named after their partner). */
export function withFirstGender(line: Line, gender: Gender): Line {
  const first = { ...line.toFirst[line.toFirst.length - 1]!, gender };
  const toFirst = [...line.toFirst.slice(0, -1), first];
  // A first person who is the ancestor also heads the second's line.
  const toSecond = line.up === 0 ? [first, ...line.toSecond.slice(1)] : line.toSecond;
  return { ...line, toFirst, toSecond };
}

export const isSiblingLine = (line: Line) => !line.lineal && line.up === 1 && line.down === 1;
/** The first person is the second's child. */
export const isChildLine = (line: Line) => line.lineal && line.up === 1 && line.down === 0;
/** The first person is the second's parent. */
export const isParentLine = (line: Line) => line.lineal && line.up === 0 && line.down === 1;

/** A vowel first: French elides before it ("d'Anna", "l'oncle", "son arrière-grand-tante"). */
export const startsWithVowel = (text: string) => /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(text);

import type { Gender } from '@familytree/shared';
import type { Line, LinePerson } from './relation-term.js';

/** What every language module asks of a line and of a gender, written once. */

/** The gendered word, or the neutral one for a person of unknown gender. */
export const pick = <T>(gender: Gender, male: T, female: T, neutral: T): T =>
  gender === 'M' ? male : gender === 'F' ? female : neutral;

/** The two are siblings: children of one couple, or of one parent (a half line). */
export const isSiblingLine = (line: Line) => !line.lineal && line.up === 1 && line.down === 1;
/** The first person is the second's child. */
export const isChildLine = (line: Line) => line.lineal && line.up === 1 && line.down === 0;
/** The first person is the second's parent. */
export const isParentLine = (line: Line) => line.lineal && line.up === 0 && line.down === 1;

/** Through how many lines the two are related: a lineal line is one, whatever its count says. */
export const lineCount = (line: Line) => (line.lineal ? 1 : line.multiplicity);

/** Gramps' letter for a parent on a line: 'f' father, 'm' mother; unknown matches neither. */
const parentLetter = (person: LinePerson) => pick(person.gender, 'f', 'm', '?');

/**
 * Gramps' reltocommon for a line from the common ancestor down to a person (its last entry):
 * from the person up to the ancestor, one letter a step.
 */
export const relToCommon = (toPerson: readonly LinePerson[]) =>
  toPerson.slice(0, -1).reverse().map(parentLetter).join('');

/** The same line with the first person of another gender (a spouse named after their partner). */
export function withFirstGender(line: Line, gender: Gender): Line {
  const first = { ...line.toFirst[line.toFirst.length - 1]!, gender };
  const toFirst = [...line.toFirst.slice(0, -1), first];
  // A first person who is the ancestor also heads the second's line.
  const toSecond = line.up === 0 ? [first, ...line.toSecond.slice(1)] : line.toSecond;
  return { ...line, toFirst, toSecond };
}

/** The line cut at `n` generations below the common ancestor on both sides: two cousins' line. */
export const cutAt = (line: Line, n: number): Line => ({
  ...line,
  up: n,
  down: n,
  toFirst: line.toFirst.slice(0, n + 1),
  toSecond: line.toSecond.slice(0, n + 1),
});

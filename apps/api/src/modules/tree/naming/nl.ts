import type { Gender } from '@familytree/shared';
import { isSiblingLine, lineCount, pick } from './line-shape.js';
import { grampsDutch, grampsDutchSibling, type DutchName } from './nl-gramps.js';
import { firstOf, type Line, type RelationLanguage, type RelationTerm } from './relation-term.js';

/**
 * Dutch relation names: Gramps' (`nl-gramps.ts`) for blood lines, its "half" and "stief" sibling
 * words, its in-law words (schoonvader, schoonzoon, schoonbroer, "aangetrouwde oom") and its step
 * words (stiefvader, stiefzoon); the rest (halfneef, zwager for a co-brother-in-law, "dubbele
 * neef") as decision 0046 lists them.
 */

const inlaw = 'aangetrouwde ';

const halfOf = (line: Line) => (line.half ? 'half' : '');
const de = (text: string): DutchName => ({ text, neuter: false });

/** Gramps' name of a blood line: what the first is to the second. */
const lineName = (line: Line): DutchName =>
  isSiblingLine(line)
    ? de(grampsDutchSibling(firstOf(line).gender, halfOf(line)))
    : grampsDutch(line.down, line.up, firstOf(line).gender, halfOf(line));

/** The first (`gender`) is married to `partnerLine`'s first person, a relative of the second. */
function spouseOfRelative(gender: Gender, partnerLine: Line): DutchName {
  const { up, down } = partnerLine;
  if (isSiblingLine(partnerLine)) return de(grampsDutchSibling(gender, halfOf(partnerLine), true));
  // Married to an ancestor: stiefvader, stiefgrootvader.
  if (up === 0) return grampsDutch(down, 0, gender, 'stief');
  // Married to a descendant: schoonzoon, aangetrouwde kleinzoon.
  if (down === 0) return grampsDutch(0, up, gender, '', inlaw);
  return grampsDutch(down, up, gender, halfOf(partnerLine), inlaw);
}

/** The first is a blood relative (`line`) of the second's spouse. */
function relativeOfSpouse(line: Line): DutchName {
  const gender = firstOf(line).gender;
  if (isSiblingLine(line)) return de(grampsDutchSibling(gender, halfOf(line), true));
  // The spouse's ancestor: schoonvader, aangetrouwde grootvader.
  if (line.up === 0) return grampsDutch(line.down, 0, gender, '', inlaw);
  // The spouse's descendant: stiefzoon, stiefkleinzoon.
  if (line.down === 0) return grampsDutch(0, line.up, gender, 'stief');
  return grampsDutch(line.down, line.up, gender, halfOf(line), inlaw);
}

/** Gramps' partner words (its Dutch translation of "husband", "wife", "spouse"). */
export const spouseWord = (gender: Gender) =>
  pick(gender, 'echtgenoot', 'echtgenote', 'wederhelft');

/** "dubbele", "drievoudige", "4-voudige": through how many lines. */
const multipleWord = (count: number) =>
  count === 2 ? 'dubbele' : count === 3 ? 'drievoudige' : `${count}-voudige`;

/** What a term is called, and through how many lines. */
function termName(term: RelationTerm): DutchName & { multiple: number } {
  switch (term.kind) {
    case 'spouse':
      return { ...de(spouseWord(term.gender)), multiple: 1 };
    case 'blood':
      return { ...lineName(term.line), multiple: lineCount(term.line) };
    case 'spouse-of-relative':
      return {
        ...spouseOfRelative(term.gender, term.partnerLine),
        multiple: lineCount(term.partnerLine),
      };
    case 'relative-of-spouse':
      return { ...relativeOfSpouse(term.line), multiple: lineCount(term.line) };
    case 'co-sibling-in-law':
      // "zwager" is also the husband of one's spouse's sister (Onze Taal, decision 0046).
      return {
        ...de(pick(term.gender, 'zwager', 'schoonzus', 'zwager of schoonzus')),
        multiple: 1,
      };
    case 'step-sibling':
      return { ...de(grampsDutchSibling(term.gender, 'stief')), multiple: 1 };
  }
}

/** The name with what goes before it: "de", "zijn", "haar", or nothing. */
function phrase(term: RelationTerm, before: 'article' | 'zijn' | 'haar' | null): string {
  const name = termName(term);
  const words: string[] = [];
  if (before === 'article') words.push(name.neuter ? 'het' : 'de');
  else if (before) words.push(before);
  if (name.multiple > 1) words.push(multipleWord(name.multiple));
  words.push(name.text);
  return words.join(' ');
}

export const dutch: RelationLanguage = {
  blood: (line) => phrase({ kind: 'blood', line }, null),
  sentence: (first, term, second) =>
    `${first.name} is ${phrase(term, 'article')} van ${second.name}`,
  also: (term, second) =>
    second.gender === 'U'
      ? `ook ${phrase(term, 'article')} van ${second.name}`
      : `ook ${phrase(term, second.gender === 'M' ? 'zijn' : 'haar')}`,
  join: (parts) => parts.join('; '),
  notRelated: (first, second) =>
    `${first.name} en ${second.name} zijn in deze stamboom niet verwant.`,
};

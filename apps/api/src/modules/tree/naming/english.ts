import type { Gender } from '@familytree/shared';
import {
  bloodRelationship,
  coSiblingInLawWord,
  multipleLines,
  spouseWord,
  stepSiblingWord,
  throughOthersSpouse,
  throughOwnSpouse,
} from '../relationship-naming.js';
import { pick } from './line-shape.js';
import { firstOf, type Line, type RelationLanguage, type RelationTerm } from './relation-term.js';

const possessivePronoun = (gender: Gender) => pick(gender, 'his', 'her', 'their');

const blood = (line: Line) =>
  multipleLines(
    line.lineal ? 1 : line.multiplicity,
    bloodRelationship(line.up, line.down, firstOf(line).gender, line.half),
  );

/** What follows "Anna is ", given how to say "Ben's" ("Ben's" or "his") and Ben's first name. */
function phrase(term: RelationTerm, of: string, secondName: string): string {
  switch (term.kind) {
    case 'spouse':
      return `${of} ${spouseWord(term.gender)}`;
    case 'blood':
      return `${of} ${blood(term.line)}`;
    case 'spouse-of-relative':
      return throughOwnSpouse(term.gender, blood(term.partnerLine), secondName, of);
    case 'relative-of-spouse':
      return throughOthersSpouse(
        firstOf(term.line).gender,
        blood(term.line),
        secondName,
        term.spouseGender,
        of,
      );
    case 'co-sibling-in-law':
      return `${of} ${coSiblingInLawWord(term.gender)}`;
    case 'step-sibling':
      return `${of} ${stepSiblingWord(term.gender)}`;
  }
}

export const english: RelationLanguage = {
  blood,
  sentence: (first, term, second) =>
    `${first.name} is ${phrase(term, `${second.name}'s`, second.name)}`,
  also: (term, second) => `also ${phrase(term, possessivePronoun(second.gender), second.name)}`,
  join: (parts) => parts.join('; '),
  notRelated: (first, second) =>
    `${first.name} and ${second.name} are not related in this family tree.`,
};

import type { Gender } from '@familytree/shared';
import { grampsLine } from './fr-es-pt-common.js';
import { spanishFullSibling, spanishSingle } from './es-gramps.js';
import { isChildLine, isParentLine, isSiblingLine, pick, withFirstGender } from './line-shape.js';
import { firstOf, type Line, type RelationLanguage, type RelationTerm } from './relation-term.js';

/**
 * Spanish: Gramps' names (es-gramps.ts), said without an article ("Ana es prima hermana de Ben"),
 * and the words Gramps has none for (docs/decisions/0047-relation-names-fr-es-pt.md).
 */

/**
 * Half siblings. Gramps says "medio hermana"; "medio" is an adjective here and agrees ("media
 * hermana", as Spanish writes it), so the female word is Gramps' with that one letter mended.
 */
const halfSibling = (gender: Gender) =>
  pick(gender, 'medio hermano', 'media hermana', 'medio hermano o media hermana');

/** A collateral noun ("tío", "prima") that a half line puts "medio"/"media" before. */
const COLLATERAL = /(?<!\p{L})(tío|tía|sobrino|sobrina|primo|prima)(?!\p{L})/gu;

const half = (name: string) =>
  name.replace(COLLATERAL, (noun: string) => `${noun.endsWith('a') ? 'media' : 'medio'} ${noun}`);

const MANY = ['', '', 'doble', 'triple', 'cuádruple'];

/** Two or more distinct lines: "primo hermano doble"; five and more "(por 5 líneas)". */
function multiple(name: string, count: number): string {
  if (count <= 1) return name;
  const word = MANY[count];
  if (!word) return `${name} (por ${count} líneas)`;
  return name
    .split(' o ')
    .map((part) => `${part} ${word}`)
    .join(' o ');
}

export function spanishBlood(line: Line): string {
  const gender = firstOf(line).gender;
  if (isSiblingLine(line)) return line.half ? halfSibling(gender) : spanishFullSibling(gender);
  const name = spanishSingle(grampsLine(line));
  return multiple(line.half ? half(name) : name, line.multiplicity);
}

const spouseWord = (gender: Gender) => pick(gender, 'esposo', 'esposa', 'cónyuge');
const siblingInLaw = (gender: Gender) => pick(gender, 'cuñado', 'cuñada', 'cuñado o cuñada');

/**
 * A relative by marriage beyond the named few, as Gramps' in-law names say it: "político" or
 * "política" after the word, before what it is "de" ("hija política de un primo hermano").
 */
function political(line: Line, gender: Gender): string {
  if (gender === 'U') return `${political(line, 'M')} o ${political(line, 'F')}`;
  const name = spanishBlood(withFirstGender(line, gender));
  const mark = gender === 'M' ? ' político' : ' política';
  const at = name.indexOf(' de ');
  return at < 0 ? `${name}${mark}` : `${name.slice(0, at)}${mark}${name.slice(at)}`;
}

/** What the first is to the second, without an article. */
function phrase(term: RelationTerm): string {
  switch (term.kind) {
    case 'spouse':
      return spouseWord(term.gender);
    case 'blood':
      return spanishBlood(term.line);
    case 'spouse-of-relative': {
      const partner = term.partnerLine;
      if (isSiblingLine(partner)) return siblingInLaw(term.gender);
      if (isChildLine(partner)) return pick(term.gender, 'yerno', 'nuera', 'yerno o nuera');
      if (isParentLine(partner))
        return pick(term.gender, 'padrastro', 'madrastra', 'padrastro o madrastra');
      return political(partner, term.gender);
    }
    case 'relative-of-spouse': {
      const gender = firstOf(term.line).gender;
      if (isSiblingLine(term.line)) return siblingInLaw(gender);
      if (isParentLine(term.line)) return pick(gender, 'suegro', 'suegra', 'suegro o suegra');
      if (isChildLine(term.line))
        return pick(gender, 'hijastro', 'hijastra', 'hijastro o hijastra');
      return political(term.line, gender);
    }
    case 'co-sibling-in-law':
      return pick(term.gender, 'concuñado', 'concuñada', 'concuñado o concuñada');
    case 'step-sibling':
      return pick(term.gender, 'hermanastro', 'hermanastra', 'hermanastro o hermanastra');
  }
}

/** "y" is "e" before the sound /i/: "Ana e Isabel", "Ana e Hilda", but "Ana y Hierónides". */
const and = (next: string) => (/^(?:[ií]|h[ií](?![aeiouáéíóú]))/iu.test(next) ? 'e' : 'y');

export const spanish: RelationLanguage = {
  blood: spanishBlood,
  sentence: (first, term, second) => `${first.name} es ${phrase(term)} de ${second.name}`,
  also: (term) => `también su ${phrase(term)}`,
  join: (parts) => parts.join('; '),
  notRelated: (first, second) =>
    `${first.name} ${and(second.name)} ${second.name} no están ` +
    `${first.gender === 'F' && second.gender === 'F' ? 'emparentadas' : 'emparentados'} ` +
    'en este árbol genealógico.',
};

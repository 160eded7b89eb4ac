import type { Gender } from '@familytree/shared';
import { grampsLine } from './fr-es-pt-common.js';
import { portugueseSingle } from './pt-gramps.js';
import { isChildLine, isParentLine, isSiblingLine, pick, withFirstGender } from './line-shape.js';
import { firstOf, type Line, type RelationLanguage, type RelationTerm } from './relation-term.js';

/**
 * Portuguese: Gramps' names (pt-gramps.ts), said without an article ("Ana é prima irmã de
 * Bento"), and the words Gramps has none for (docs/decisions/0047-relation-names-fr-es-pt.md).
 * rel_pt names an unknown gender with the female word and every kind of sibling "irmão": here an
 * unknown gender says both words ("pai ou mãe"), a half sibling is "meio-irmão", a step-sibling
 * "irmão postiço".
 */

/** A collateral noun that a half line puts "meio-"/"meia-" before ("meio-tio", "meia-prima"). */
const COLLATERAL = /(?<!\p{L})(tio|tia|sobrinho|sobrinha|primo|prima)(?!\p{L})/u;

const half = (name: string) =>
  name.replace(COLLATERAL, (noun: string) => `${noun.endsWith('a') ? 'meia' : 'meio'}-${noun}`);

const MANY_MALE = ['', '', 'duplo', 'triplo', 'quádruplo'];
const MANY_FEMALE = ['', '', 'dupla', 'tripla', 'quádrupla'];

/** Two to four distinct lines: "primo irmão duplo", "prima irmã tripla". */
function multiple(name: string, count: number, gender: Gender): string {
  const word = (gender === 'M' ? MANY_MALE : MANY_FEMALE)[count];
  return word ? `${name} ${word}` : name;
}

function sexedBlood(line: Line, gender: 'M' | 'F'): string {
  if (isSiblingLine(line))
    return line.half
      ? pick(gender, 'meio-irmão', 'meia-irmã', '')
      : pick(gender, 'irmão', 'irmã', '');
  const name = portugueseSingle(grampsLine(line));
  return multiple(line.half ? half(name) : name, line.multiplicity, gender);
}

function bothBlood(line: Line): string {
  const gender = firstOf(line).gender;
  if (gender !== 'U') return sexedBlood(line, gender);
  const male = sexedBlood(withFirstGender(line, 'M'), 'M');
  const female = sexedBlood(withFirstGender(line, 'F'), 'F');
  return male === female ? male : `${male} ou ${female}`;
}

/** Five and more distinct lines: "(por 5 linhas)". */
export const portugueseBlood = (line: Line): string =>
  line.multiplicity > MANY_MALE.length - 1
    ? `${bothBlood(line)} (por ${line.multiplicity} linhas)`
    : bothBlood(line);

/** Gramps' partner words (its pt_PT catalogue). */
const spouseWord = (gender: Gender) => pick(gender, 'marido', 'mulher', 'cônjuge');
const siblingInLaw = (gender: Gender) => pick(gender, 'cunhado', 'cunhada', 'cunhado ou cunhada');

/** A relative by marriage beyond the named few: "tio por afinidade". */
const byMarriage = (name: string) => `${name} por afinidade`;

/** What the first is to the second, without an article. */
function phrase(term: RelationTerm): string {
  switch (term.kind) {
    case 'spouse':
      return spouseWord(term.gender);
    case 'blood':
      return portugueseBlood(term.line);
    case 'spouse-of-relative': {
      const partner = term.partnerLine;
      if (isSiblingLine(partner)) return siblingInLaw(term.gender);
      if (isChildLine(partner)) return pick(term.gender, 'genro', 'nora', 'genro ou nora');
      if (isParentLine(partner))
        return pick(term.gender, 'padrasto', 'madrasta', 'padrasto ou madrasta');
      return byMarriage(portugueseBlood(withFirstGender(partner, term.gender)));
    }
    case 'relative-of-spouse': {
      const gender = firstOf(term.line).gender;
      if (isSiblingLine(term.line)) return siblingInLaw(gender);
      if (isParentLine(term.line)) return pick(gender, 'sogro', 'sogra', 'sogro ou sogra');
      if (isChildLine(term.line)) return pick(gender, 'enteado', 'enteada', 'enteado ou enteada');
      return byMarriage(portugueseBlood(term.line));
    }
    case 'co-sibling-in-law':
      return pick(term.gender, 'concunhado', 'concunhada', 'concunhado ou concunhada');
    case 'step-sibling':
      return pick(term.gender, 'irmão postiço', 'irmã postiça', 'irmão postiço ou irmã postiça');
  }
}

export const portuguese: RelationLanguage = {
  blood: portugueseBlood,
  sentence: (first, term, second) => `${first.name} é ${phrase(term)} de ${second.name}`,
  also: (term, second) =>
    `também ${phrase(term)} ${pick(second.gender, 'dele', 'dela', `de ${second.name}`)}`,
  join: (parts) => parts.join('; '),
  notRelated: (first, second) =>
    `${first.name} e ${second.name} não são parentes nesta árvore genealógica.`,
};

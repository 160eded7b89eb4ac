import type { Gender } from '@familytree/shared';
import { grampsLine } from './fr-es-pt-common.js';
import { frenchFullSibling, frenchHalfSibling, frenchSingle } from './fr-gramps.js';
import { isChildLine, isParentLine, isSiblingLine, pick, withFirstGender } from './line-shape.js';
import { firstOf, type Line, type RelationLanguage, type RelationTerm } from './relation-term.js';

/**
 * French: Gramps' names (fr-gramps.ts), article included ("le père", "l'oncle"), and the words
 * Gramps has none for (docs/decisions/0047-relation-names-fr-es-pt.md).
 */

/** A vowel first: French elides before it ("d'Anna", "l'oncle", "son arrière-grand-tante"). */
const startsWithVowel = (text: string) => /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(text);

/** A kinship noun with its "demi-", "grand-", "petit-", "arrière-": where "demi-" goes. */
const KIN_NOUN =
  /(?:demi-)?(?:arrière-)*(?:grand-|petite?-)?(?:oncle|tante|neveu|nièce|cousine|cousin)\b/u;

/** Puts `word` before the kinship noun, fixing "l'" before a word that no longer elides. */
function beforeNoun(name: string, word: string, gender: Gender): string {
  const at = name.search(KIN_NOUN);
  if (at < 0) return name;
  const put = `${name.slice(0, at)}${word}${name.slice(at)}`;
  return at === 2 && put.startsWith("l'") && !startsWithVowel(word)
    ? `${gender === 'F' ? 'la' : 'le'} ${put.slice(2)}`
    : put;
}

const MANY = ['', '', 'double', 'triple', 'quadruple'];

/** Two or more distinct lines: "le double premier cousin"; five and more "(par 5 lignes)". */
function multiple(name: string, count: number, gender: Gender): string {
  if (count <= 1) return name;
  const word = MANY[count];
  return word ? beforeNoun(name, `${word} `, gender) : `${name} (par ${count} lignes)`;
}

export function frenchBlood(line: Line): string {
  const gender = firstOf(line).gender;
  if (isSiblingLine(line))
    return line.half
      ? frenchHalfSibling(gender, line.toFirst[0]!.gender)
      : frenchFullSibling(gender);
  const name = frenchSingle(grampsLine(line));
  return multiple(line.half ? beforeNoun(name, 'demi-', gender) : name, line.multiplicity, gender);
}

/** Gramps' words for a married person (its partner names: "le mari", "la femme"). */
const spouseWord = (gender: Gender) => pick(gender, 'le mari', 'la femme', 'le conjoint');
const siblingInLaw = (gender: Gender) =>
  pick(gender, 'le beau-frère', 'la belle-sœur', 'le beau-frère ou la belle-sœur');

/** "par alliance" after the name's head, before what explains it ("…, relié à", " (cousin…)"). */
function byMarriage(name: string): string {
  const tail = /, | \(| du | par la /.exec(name);
  const at = tail ? tail.index : name.length;
  return `${name.slice(0, at)} par alliance${name.slice(at)}`;
}

/** The noun phrase, with its article, for what the first is to the second. */
function phrase(term: RelationTerm): string {
  switch (term.kind) {
    case 'spouse':
      return spouseWord(term.gender);
    case 'blood':
      return frenchBlood(term.line);
    case 'spouse-of-relative': {
      const partner = term.partnerLine;
      if (isSiblingLine(partner)) return siblingInLaw(term.gender);
      if (isChildLine(partner))
        return pick(term.gender, 'le gendre', 'la bru', 'le gendre ou la bru');
      if (isParentLine(partner))
        return pick(term.gender, 'le beau-père', 'la belle-mère', 'le beau-parent');
      return byMarriage(frenchBlood(withFirstGender(partner, term.gender)));
    }
    case 'relative-of-spouse': {
      const gender = firstOf(term.line).gender;
      if (isSiblingLine(term.line)) return siblingInLaw(gender);
      if (isParentLine(term.line))
        return pick(gender, 'le beau-père', 'la belle-mère', 'le beau-parent');
      if (isChildLine(term.line))
        return pick(gender, 'le beau-fils', 'la belle-fille', 'le beau-fils ou la belle-fille');
      return byMarriage(frenchBlood(term.line));
    }
    case 'co-sibling-in-law':
      return siblingInLaw(term.gender);
    case 'step-sibling':
      return pick(
        term.gender,
        'le quasi-frère',
        'la quasi-sœur',
        'le quasi-frère ou la quasi-sœur',
      );
  }
}

/** In a sentence "la sœur (germaine)" reads "la sœur germaine". */
const spoken = (name: string) => name.replace(/ \((germaine?)\)/u, ' $1');

/** "de Ben", "d'Anna". */
const deName = (name: string) => (startsWithVowel(name) ? `d'${name}` : `de ${name}`);

/**
 * The phrase "of" the second person by name: "l'oncle de Ben", with what explains the name after
 * it ("le cousin lointain de Ben, relié à la sixième génération", "l'oncle lointain de Ben par la
 * 7ème génération", "l'ascendant lointain de Ben (7ème génération)").
 */
function ofName(name: string, second: string): string {
  const tail = /, | par la /u.exec(name);
  if (tail) return `${name.slice(0, tail.index)} ${deName(second)}${name.slice(tail.index)}`;
  const paren = /^([^()]*) (\([^()]*\))$/u.exec(name);
  if (paren) return `${paren[1]} ${deName(second)} ${paren[2]}`;
  return `${name} ${deName(second)}`;
}

/** The phrase with a possessive: "son oncle", "sa cousine", "son arrière-grand-tante". */
function possessive(name: string): string | null {
  if (/^une? /u.test(name)) return null;
  return name.replace(
    /(^| ou )(le |la |l')(.)/gu,
    (_all, before: string, article: string, next: string) => {
      const word = article === 'la ' && !startsWithVowel(next) ? 'sa ' : 'son ';
      return `${before}${word}${next}`;
    },
  );
}

export const french: RelationLanguage = {
  blood: frenchBlood,
  sentence: (first, term, second) =>
    `${first.name} est ${ofName(spoken(phrase(term)), second.name)}`,
  also: (term, second) => {
    const name = spoken(phrase(term));
    return `aussi ${possessive(name) ?? ofName(name, second.name)}`;
  },
  join: (parts) => parts.join(' ; '),
  notRelated: (first, second) =>
    `${first.name} et ${second.name} n'ont aucun lien de parenté dans cet arbre généalogique.`,
};

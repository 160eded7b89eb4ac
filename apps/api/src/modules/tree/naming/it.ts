import type { Gender } from '@familytree/shared';
import {
  italianFullSibling,
  italianHalfSibling,
  italianPartner,
  italianSingle,
} from './it-gramps.js';
import { isChildLine, isParentLine, isSiblingLine, pick } from './line-shape.js';
import { firstOf, type Line, type RelationLanguage, type RelationTerm } from './relation-term.js';

/**
 * Italian relation names: Gramps' own (it-gramps.ts) for blood lines, siblings and spouses,
 * and the usual Italian words where Gramps names nothing (docs/decisions/0048).
 */

/** An article, the noun and the rest: "lo zio della terza generazione" → ["lo", "zio", …]. */
function split(name: string): { article: string; noun: string; rest: string } {
  const [article = '', noun = '', ...rest] = name.split(' ');
  if (['il', 'lo', 'la', 'un', 'uno', 'una'].includes(article))
    return { article, noun, rest: rest.join(' ') };
  return { article: '', noun: article, rest: [noun, ...rest].join(' ').trim() };
}

const join = (...words: string[]) => words.filter((w) => w !== '').join(' ');

/**
 * A half line beyond siblings: Gramps names none. The civil code calls half siblings "unilaterali"
 * (art. 570), and the word is kept for the relatives through them: "lo zio unilaterale".
 */
function unilateral(name: string): string {
  const { article, noun, rest } = split(name);
  return join(article, noun, 'unilaterale', rest);
}

/** Two or three lines at once: "il doppio cugino" (it.wikipedia, Cugino: "doppi cugini"). */
function multiple(count: number, name: string): string {
  if (count <= 1) return name;
  if (count > 3) return `${name} (per ${count} linee di parentela)`;
  const { article, noun, rest } = split(name);
  const feminine = article === 'la' || article === 'una';
  const adjective = (count === 2 ? 'doppi' : 'tripl') + (feminine ? 'a' : 'o');
  // "lo zio" but "il doppio zio", "uno zio" but "un doppio zio".
  const before = article === 'lo' ? 'il' : article === 'uno' ? 'un' : article;
  return join(before, adjective, noun, rest);
}

const blood = (line: Line): string => {
  const gender = firstOf(line).gender;
  if (isSiblingLine(line))
    return multiple(
      line.multiplicity,
      line.half ? italianHalfSibling(gender) : italianFullSibling(gender),
    );
  const name = italianSingle(line.up, line.down, gender);
  return line.lineal ? name : multiple(line.multiplicity, line.half ? unilateral(name) : name);
};

/** The spouse with the article a sentence wants: "il marito", "la moglie", "il/la consorte". */
const spouseNoun = (gender: Gender) =>
  pick(gender, `il ${italianPartner('M')}`, `la ${italianPartner('F')}`, 'il/la consorte');

/** Kinship nouns that take no article with a possessive in the singular: "suo zio", "sua madre". */
const bare = new Set(
  'padre madre figlio figlia fratello sorella zio zia nonno nonna nipote cugino cugina marito moglie suocero suocera genero nuora cognato cognata'.split(
    ' ',
  ),
);

/** "il suo …", "suo zio", "la sua prozia", "un suo nipote lontano", "uno dei suoi genitori". */
function possessive(name: string): string {
  if (name.startsWith('il/la ')) return `il suo/la sua ${name.slice(6)}`;
  if (name.startsWith('uno dei ')) return `uno dei suoi ${name.slice(8)}`;
  if (name.startsWith("l'")) {
    const rest = name.slice(2);
    return `${rest.split(' ')[0]!.endsWith('a') ? 'la sua' : 'il suo'} ${rest}`;
  }
  const { article, noun, rest } = split(name);
  const alone = rest === '' && bare.has(noun);
  switch (article) {
    case 'il':
    case 'lo':
      return join(alone ? 'suo' : 'il suo', noun, rest);
    case 'la':
      return join(alone ? 'sua' : 'la sua', noun, rest);
    case 'un':
    case 'uno':
      return join('un suo', noun, rest);
    case 'una':
      return join('una sua', noun, rest);
    default:
      return `suo/sua ${name}`;
  }
}

/** "di" with the article it takes in: "dello zio", "della cugina", "dell'avo", "di suo zio". */
function of(name: string): string {
  const contracted: Array<[string, string]> = [
    ['il suo/la sua ', 'del suo/della sua '],
    ['il/la ', 'del/della '],
    ['il ', 'del '],
    ['lo ', 'dello '],
    ['la ', 'della '],
    ["l'", "dell'"],
  ];
  for (const [article, withDi] of contracted)
    if (name.startsWith(article)) return withDi + name.slice(article.length);
  return `di ${name}`;
}

/**
 * What the first person is, as the noun the second person's name attaches to and what comes
 * before it: "la moglie" + "lo zio" reads "la moglie dello zio di Ben" or "la moglie di suo zio".
 */
interface Phrase {
  before?: string;
  noun: string;
}

const brotherOrSisterInLaw = (gender: Gender) =>
  pick(gender, 'il cognato', 'la cognata', 'il cognato/a');

function phrase(term: RelationTerm): Phrase {
  switch (term.kind) {
    case 'spouse':
      return { noun: spouseNoun(term.gender) };
    case 'blood':
      return { noun: blood(term.line) };
    case 'spouse-of-relative': {
      const partner = term.partnerLine;
      const g = term.gender;
      if (isSiblingLine(partner)) return { noun: brotherOrSisterInLaw(g) };
      if (isChildLine(partner)) return { noun: pick(g, 'il genero', 'la nuora', 'genero/nuora') };
      if (isParentLine(partner))
        return { noun: pick(g, 'il patrigno', 'la matrigna', 'il patrigno/la matrigna') };
      return { before: spouseNoun(g), noun: blood(term.partnerLine) };
    }
    case 'relative-of-spouse': {
      const g = firstOf(term.line).gender;
      if (isSiblingLine(term.line)) return { noun: brotherOrSisterInLaw(g) };
      if (isParentLine(term.line))
        return { noun: pick(g, 'il suocero', 'la suocera', 'uno dei suoceri') };
      if (isChildLine(term.line))
        return { noun: pick(g, 'il figliastro', 'la figliastra', 'il figliastro/la figliastra') };
      return { before: blood(term.line), noun: spouseNoun(term.spouseGender) };
    }
    case 'co-sibling-in-law':
      return {
        before: spouseNoun(term.gender),
        noun: brotherOrSisterInLaw(firstOf(term.siblings).gender),
      };
    case 'step-sibling':
      return { noun: italianHalfSibling(term.gender) };
  }
}

const related = (a: Gender, b: Gender) => (a === 'F' && b === 'F' ? 'imparentate' : 'imparentati');

export const italian: RelationLanguage = {
  blood,
  sentence: (first, term, second) => {
    const { before, noun } = phrase(term);
    const owned = `${before ? `${before} ${of(noun)}` : noun} di ${second.name}`;
    return `${first.name} è ${owned}`;
  },
  also: (term) => {
    const { before, noun } = phrase(term);
    return `e anche ${before ? `${before} ${of(possessive(noun))}` : possessive(noun)}`;
  },
  join: (parts) => parts.join(', '),
  notRelated: (first, second) =>
    `${first.name} e ${second.name} non sono ${related(first.gender, second.gender)} in questo albero genealogico.`,
};

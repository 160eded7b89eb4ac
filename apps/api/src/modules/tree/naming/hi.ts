import type { Gender } from '@familytree/shared';
import {
  f,
  genitiveBefore,
  m,
  modify,
  modifyAll,
  of,
  render,
  type HindiForm,
  type Phrase,
} from './hi-phrase.js';
import {
  firstOf,
  secondOf,
  type Line,
  type LinePerson,
  type RelationLanguage,
  type RelationTerm,
} from './relation-term.js';
import { cutAt } from './line-shape.js';
import { relativeAge, topAge, type Seniority } from './relative-age.js';

/**
 * Hindi names of relations (decision 0049): the side of the family (दादा, नाना), relative age
 * where Hindi names it (ताऊ, चाचा; बड़ा भाई, छोटी बहन), the cousin's line (चचेरा, ममेरा, फुफेरा,
 * मौसेरा) and the in-law words (भाभी, जीजा, देवर, जेठानी …). Elders are spoken of in the
 * honorific ("के पिता हैं").
 */

const pick = (gender: Gender, male: Phrase, female: Phrase, neutral: Phrase) =>
  gender === 'M' ? male : gender === 'F' ? female : neutral;

const parent = m('अभिभावक');
const child = f('संतान');
const sibling = m('भाई-बहन');
const step = 'सौतेला';
const ageWord = (age: Seniority | null) =>
  age === 'elder' ? 'बड़ा' : age === 'younger' ? 'छोटा' : null;

/** A generation counted, for ancestors past the named ones: "7 पीढ़ी ऊपर का". */
const counted = (generations: number, direction: 'ऊपर' | 'नीचे', head: Phrase) =>
  modify(`${generations} पीढ़ी ${direction} का`, head);

/** An ancestor of the path's last person; `path` runs from the ancestor down. */
function ancestor(path: readonly LinePerson[]): Phrase {
  const d = path.length - 1;
  const gender = path[0]!.gender;
  if (d === 1) return pick(gender, m('पिता'), f('माता'), parent);
  // The side is the parent's through whom the line runs: the father's (दादा) or the mother's.
  const side = path[d - 1]!.gender;
  if ((side === 'U' || gender === 'U') && d >= 5) return counted(d, 'ऊपर', m('पूर्वज'));
  if (side === 'U') return of(parent, ancestor(path.slice(0, d)));
  if (gender === 'U') return of(ancestor(path.slice(1)), parent);
  const [male, female] = side === 'M' ? ['दादा', 'दादी'] : ['नाना', 'नानी'];
  const prefix = d === 3 ? 'पर' : d === 4 ? 'पर-पर' : '';
  const base = gender === 'M' ? m(prefix + male) : f(prefix + female);
  return d >= 5 ? counted(d, 'ऊपर', base) : base;
}

/** A descendant, the path's last person, of its first; `path` runs from the ancestor down. */
function descendant(path: readonly LinePerson[]): Phrase {
  const u = path.length - 1;
  const gender = path[u]!.gender;
  if (u === 1) return pick(gender, m('बेटा', 'बेटे'), f('बेटी'), child);
  // The side is the child's through whom the line runs: the son's (पोता) or the daughter's.
  const side = path[1]!.gender;
  if ((side === 'U' || gender === 'U') && u >= 5) return counted(u, 'नीचे', m('वंशज'));
  if (side === 'U') return of(child, descendant(path.slice(1)));
  if (gender === 'U') return of(descendant(path.slice(0, u)), child);
  const [male, female] = side === 'M' ? ['पोता', 'पोती'] : ['नाती', 'नातिन'];
  const prefix = u === 3 ? 'पर' : u === 4 ? 'पर-पर' : '';
  // पोता inflects (पोते का), नाती does not.
  const oblique = male.endsWith('ा') ? `${prefix}${male.slice(0, -1)}े` : prefix + male;
  const base = gender === 'M' ? m(prefix + male, oblique) : f(prefix + female);
  return u >= 5 ? counted(u, 'नीचे', base) : base;
}

/** A sibling of `other`: by relative age when the tree holds it, सौतेला for a half-sibling. */
function siblingOf(person: LinePerson, other: LinePerson, half: boolean): Phrase {
  if (person.gender === 'U') return half ? modify(step, sibling) : sibling;
  const word = person.gender === 'M' ? m('भाई') : f('बहन');
  return modifyAll([ageWord(relativeAge(person, other, true)), half ? step : null], word);
}

/** The parent's sibling (ताऊ, चाचा, बुआ, मामा, मौसी). */
function parentsSibling(line: Line): Phrase {
  const [person, parentOnLine] = [line.toFirst[1]!, line.toSecond[1]!];
  const word = uncleWord(person.gender, parentOnLine.gender, topAge(line));
  if (!word)
    return of(ancestor(line.toSecond.slice(1)), siblingOf(person, parentOnLine, line.half));
  return line.half ? modify(step, word) : word;
}

function uncleWord(gender: Gender, parentGender: Gender, age: Seniority | null): Phrase | null {
  if (gender === 'U' || parentGender === 'U') return null;
  if (parentGender === 'M')
    return gender === 'F' ? f('बुआ') : age === 'elder' ? m('ताऊ') : m('चाचा');
  return gender === 'M' ? m('मामा') : f('मौसी');
}

/** The sibling's child (भतीजा, भांजी), or further down the sibling's line. */
function siblingsDescendant(line: Line): Phrase {
  const [siblingOnLine, person] = [line.toFirst[1]!, firstOf(line)];
  const second = secondOf(line);
  if (line.up === 2 && person.gender !== 'U' && siblingOnLine.gender !== 'U') {
    const brothers = siblingOnLine.gender === 'M';
    const word =
      person.gender === 'M'
        ? brothers
          ? m('भतीजा', 'भतीजे')
          : m('भांजा', 'भांजे')
        : f(brothers ? 'भतीजी' : 'भांजी');
    return line.half ? modify(step, word) : word;
  }
  return of(siblingOf(siblingOnLine, second, line.half), descendant(line.toFirst.slice(1)));
}

const cousinLine: Record<string, string> = {
  MM: 'चचेरा',
  MF: 'फुफेरा',
  FM: 'ममेरा',
  FF: 'मौसेरा',
};

const ordinals = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें'];

/** Cousins of one generation (`up` = `down` ≥ 2): "बड़ा चचेरा भाई", "दूसरे दर्जे की ममेरी बहन". */
function cousin(line: Line): Phrase {
  const n = line.up;
  const [person, second] = [firstOf(line), secondOf(line)];
  // The line through the second's parent and the first's parent: चचेरा is the father's brother's.
  const kind = cousinLine[`${line.toSecond[n - 1]!.gender}${line.toFirst[n - 1]!.gender}`];
  const degree = n - 1;
  const degreeWord = degree >= 2 ? `${ordinals[degree - 1] ?? `${degree}वें`} दर्जे का` : null;
  const age = ageWord(relativeAge(person, second, false));
  const half = line.half ? step : null;
  if (!kind) {
    const word = pick(person.gender, m('कज़िन भाई'), f('कज़िन बहन'), m('कज़िन'));
    return modifyAll([degreeWord, age, half], word);
  }
  if (person.gender === 'U') return modifyAll([degreeWord, half, kind], sibling);
  const word = person.gender === 'M' ? m('भाई') : f('बहन');
  return modifyAll([degreeWord, age, half, kind], word);
}

function collateral(line: Line): Phrase {
  const { up, down } = line;
  if (up === 1 && down === 1) return siblingOf(firstOf(line), secondOf(line), line.half);
  if (up === 1 && down === 2) return parentsSibling(line);
  if (up === 1)
    return of(
      ancestor(line.toSecond.slice(1)),
      siblingOf(line.toFirst[1]!, line.toSecond[1]!, line.half),
    );
  if (down === 1) return siblingsDescendant(line);
  if (up === down) return cousin(line);
  // Removed cousins: the second's ancestor's cousin, or the cousin's descendant.
  if (down > up) return of(ancestor(line.toSecond.slice(up)), cousin(cutAt(line, up)));
  return of(cousin(cutAt(line, down)), descendant(line.toFirst.slice(down)));
}

const multiple = (count: number) =>
  count === 2 ? 'दोहरा' : count === 3 ? 'तिहरा' : `${count}-गुना`;

function blood(line: Line): Phrase {
  if (line.up === 0 && line.down === 0) return m('स्वयं');
  if (line.up === 0) return ancestor(line.toSecond);
  if (line.down === 0) return descendant(line.toFirst);
  const phrase = collateral(line);
  return line.multiplicity > 1 ? modify(multiple(line.multiplicity), phrase) : phrase;
}

const spouse = (gender: Gender) => pick(gender, m('पति'), f('पत्नी'), m('जीवनसाथी'));

/** The first is married to `partner`'s first person, a blood relative of the second. */
function spouseOfRelative(gender: Gender, partner: Line): Phrase {
  const person = firstOf(partner);
  const { up, down } = partner;
  const described = () => of(blood(partner), spouse(gender));
  if (partner.lineal && up === 0)
    // The parent's spouse: a step-parent by the first's own gender, as in English.
    return down === 1 ? modify(step, pick(gender, m('पिता'), f('माँ'), parent)) : described();
  if (partner.lineal && up === 1)
    return person.gender === 'M' && gender === 'F'
      ? f('बहू')
      : person.gender === 'F' && gender === 'M'
        ? m('दामाद')
        : described();
  if (up === 1 && down === 1) {
    const age = topAge(partner);
    if (gender === 'F' && person.gender === 'M') return age === 'younger' ? f('अनुजवधू') : f('भाभी');
    if (gender === 'M' && person.gender === 'F') return age === 'elder' ? m('जीजा') : m('बहनोई');
    return of(siblingOf(person, secondOf(partner), partner.half), spouse(gender));
  }
  if (up === 1 && down === 2) {
    const word = uncleSpouse(gender, person.gender, partner.toSecond[1]!.gender, topAge(partner));
    if (word) return partner.half ? modify(step, word) : word;
  }
  return described();
}

/** ताई, चाची, फूफा, मामी, मौसा: the spouse of the parent's sibling. */
function uncleSpouse(
  gender: Gender,
  uncle: Gender,
  parentGender: Gender,
  age: Seniority | null,
): Phrase | null {
  const key = `${parentGender}${uncle}${gender}`;
  if (key === 'MMF') return age === 'elder' ? f('ताई') : f('चाची');
  return ({ MFM: m('फूफा'), FMF: f('मामी'), FFM: m('मौसा') } as Record<string, Phrase>)[key] ?? null;
}

/** The first is a blood relative of the second's spouse; `line` ends at the spouse. */
function relativeOfSpouse(line: Line, spouseGender: Gender): Phrase {
  const person = firstOf(line);
  const { up, down } = line;
  if (line.lineal && up === 0 && down === 1)
    return pick(person.gender, m('ससुर'), f('सास'), of(spouse(spouseGender), parent));
  if (line.lineal && up === 1 && down === 0)
    return modify(step, pick(person.gender, m('बेटा', 'बेटे'), f('बेटी'), child));
  if (!line.lineal && up === 1 && down === 1 && person.gender !== 'U') {
    const age = topAge(line);
    if (spouseGender === 'M') {
      if (person.gender === 'F') return f('ननद');
      if (age) return age === 'elder' ? m('जेठ') : m('देवर');
    }
    if (spouseGender === 'F') return person.gender === 'M' ? m('साला', 'साले') : f('साली');
  }
  return of(spouse(spouseGender), blood(line));
}

/** Married to two siblings: `siblings` runs from the first's spouse to the second's. */
function coSiblingInLaw(gender: Gender, siblings: Line): Phrase {
  const [own, theirs] = [firstOf(siblings), secondOf(siblings)];
  const key = `${gender}${own.gender}${theirs.gender}`;
  const age = topAge(siblings);
  if (key === 'FMM' && age) return age === 'elder' ? f('जेठानी') : f('देवरानी');
  const word = ({ MFF: m('साढ़ू'), FMF: f('सलहज'), MFM: m('ननदोई') } as Record<string, Phrase>)[key];
  return (
    word ?? of(of(spouse(theirs.gender), siblingOf(own, theirs, siblings.half)), spouse(gender))
  );
}

/** How many generations the first stands above the second (negative: below). */
function generationsAbove(term: RelationTerm): number {
  switch (term.kind) {
    case 'blood':
      return term.line.down - term.line.up;
    case 'spouse-of-relative':
      return term.partnerLine.down - term.partnerLine.up;
    case 'relative-of-spouse':
      return term.line.down - term.line.up;
    default:
      return 0;
  }
}

function phrase(term: RelationTerm): Phrase {
  switch (term.kind) {
    case 'spouse':
      return spouse(term.gender);
    case 'blood':
      return blood(term.line);
    case 'spouse-of-relative':
      return spouseOfRelative(term.gender, term.partnerLine);
    case 'relative-of-spouse':
      return relativeOfSpouse(term.line, term.spouseGender);
    case 'co-sibling-in-law':
      return coSiblingInLaw(term.gender, term.siblings);
    case 'step-sibling':
      return modify(step, pick(term.gender, m('भाई'), f('बहन'), sibling));
  }
}

/** Elders (and a spouse) are spoken of in the honorific: "के पिता हैं", "की सास हैं". */
const formOf = (term: RelationTerm): HindiForm =>
  term.kind === 'spouse' || generationsAbove(term) > 0 ? 'respect' : 'direct';

/** "का बड़ा भाई", "के ताऊ", "की बुआ": the genitive and the phrase, as said of the first. */
function said(term: RelationTerm): { genitive: string; words: string; form: HindiForm } {
  const p = phrase(term);
  const form = formOf(term);
  return { genitive: genitiveBefore(p, form), words: render(p, form), form };
}

export const hindi: RelationLanguage = {
  blood: (line) => said({ kind: 'blood', line }).words,
  sentence: (first, term, second) => {
    const { genitive, words, form } = said(term);
    return `${first.name}, ${second.name} ${genitive} ${words} ${form === 'respect' ? 'हैं' : 'है'}`;
  },
  // "और उसकी चचेरी बहन भी"; उनका for a second person of an older generation than the first.
  also: (term) => {
    const { genitive, words } = said(term);
    return `और ${generationsAbove(term) < 0 ? 'उन' : 'उस'}${genitive} ${words} भी`;
  },
  join: (parts) => parts.join('; '),
  notRelated: (first, second) => `${first.name} और ${second.name} इस वंश-वृक्ष में आपस में संबंधित नहीं हैं।`,
};

import type { Gender } from '@familytree/shared';
import { ofMl as of, suffixed } from './ml-sandhi.js';
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
 * Malayalam names of relations (decision 0049): relative age for siblings (ചേട്ടൻ, അനിയത്തി)
 * and for the parents' siblings (വലിയച്ഛൻ, ചെറിയമ്മ), the Dravidian split of parallel and cross
 * relatives (parallel cousins are called as siblings, cross cousins മുറച്ചെറുക്കൻ, മുറപ്പെണ്ണ്),
 * and the in-law words (അമ്മായിയമ്മ, മരുമകൾ, അളിയൻ, നാത്തൂൻ …).
 */

const pick = (gender: Gender, male: string, female: string, neutral: string) =>
  gender === 'M' ? male : gender === 'F' ? female : neutral;

const parent = 'രക്ഷിതാവ്';

/** An ancestor of the path's last person; `path` runs from the ancestor down. */
function ancestor(path: readonly LinePerson[]): string {
  const d = path.length - 1;
  const gender = path[0]!.gender;
  if (d === 1) return pick(gender, 'അച്ഛൻ', 'അമ്മ', parent);
  if (gender === 'U')
    return d >= 4 ? `${d} തലമുറ മുമ്പുള്ള പൂർവികർ` : of(ancestor(path.slice(1)), parent);
  if (d === 2) {
    // The father's parents and the mother's: അച്ഛച്ഛൻ, അച്ഛമ്മ, അമ്മച്ഛൻ, അമ്മമ്മ.
    const side = path[1]!.gender;
    if (side === 'M') return pick(gender, 'അച്ഛച്ഛൻ', 'അച്ഛമ്മ', parent);
    if (side === 'F') return pick(gender, 'അമ്മച്ഛൻ', 'അമ്മമ്മ', parent);
    return pick(gender, 'മുത്തച്ഛൻ', 'മുത്തശ്ശി', parent);
  }
  if (d === 3) return pick(gender, 'മുതുമുത്തച്ഛൻ', 'മുതുമുത്തശ്ശി', parent);
  return `${d} തലമുറ മുമ്പുള്ള ${pick(gender, 'മുത്തച്ഛൻ', 'മുത്തശ്ശി', parent)}`;
}

const childWord = (gender: Gender) => pick(gender, 'മകൻ', 'മകൾ', 'കുട്ടി');
const grandchildWord = (gender: Gender) => pick(gender, 'കൊച്ചുമകൻ', 'കൊച്ചുമകൾ', 'പേരക്കുട്ടി');

/** A descendant, the path's last person, of its first. */
function descendant(path: readonly LinePerson[]): string {
  const u = path.length - 1;
  const gender = path[u]!.gender;
  if (u === 1) return childWord(gender);
  if (u === 2) return grandchildWord(gender);
  if (u === 3) return of('പേരക്കുട്ടി', childWord(gender));
  return `${u} തലമുറ താഴെയുള്ള ${grandchildWord(gender)}`;
}

/** A sibling of `other`, by relative age when the tree holds it. */
function siblingOf(person: LinePerson, other: LinePerson, half: boolean): string {
  const age = relativeAge(person, other, true);
  if (half) {
    if (person.gender === 'U') return 'അർധസഹോദരങ്ങളിൽ ഒരാൾ';
    const word = person.gender === 'M' ? 'അർധസഹോദരൻ' : 'അർധസഹോദരി';
    return age ? `${age === 'elder' ? 'മൂത്ത' : 'ഇളയ'} ${word}` : word;
  }
  return byAge(person.gender, age);
}

function byAge(gender: Gender, age: Seniority | null): string {
  if (age === 'elder') return pick(gender, 'ചേട്ടൻ', 'ചേച്ചി', 'മൂത്ത കൂടപ്പിറപ്പ്');
  if (age === 'younger') return pick(gender, 'അനിയൻ', 'അനിയത്തി', 'ഇളയ കൂടപ്പിറപ്പ്');
  return pick(gender, 'സഹോദരൻ', 'സഹോദരി', 'കൂടപ്പിറപ്പ്');
}

/** The parent's sibling: വലിയച്ഛൻ, ചെറിയച്ഛൻ, അമ്മായി, അമ്മാവൻ, വലിയമ്മ, ചെറിയമ്മ. */
function parentsSibling(line: Line): string {
  const [person, parentOnLine] = [line.toFirst[1]!, line.toSecond[1]!];
  const age = topAge(line);
  const described = () =>
    of(ancestor(line.toSecond.slice(1)), siblingOf(person, parentOnLine, line.half));
  if (line.half || person.gender === 'U' || parentOnLine.gender === 'U') return described();
  if (person.gender !== parentOnLine.gender) return person.gender === 'F' ? 'അമ്മായി' : 'അമ്മാവൻ';
  // Parallel: the father's brothers and the mother's sisters, by age to the parent.
  if (!age) return described();
  const big = age === 'elder';
  return person.gender === 'M' ? (big ? 'വലിയച്ഛൻ' : 'ചെറിയച്ഛൻ') : big ? 'വലിയമ്മ' : 'ചെറിയമ്മ';
}

/** The sibling's child, or further down: cross nephews are അനന്തരവൻ, അനന്തരവൾ. */
function siblingsDescendant(line: Line): string {
  const [siblingOnLine, person, second] = [line.toFirst[1]!, firstOf(line), secondOf(line)];
  const cross =
    siblingOnLine.gender !== 'U' && second.gender !== 'U' && siblingOnLine.gender !== second.gender;
  if (line.up === 2 && cross && !line.half && person.gender !== 'U')
    return person.gender === 'M' ? 'അനന്തരവൻ' : 'അനന്തരവൾ';
  return of(siblingOf(siblingOnLine, second, line.half), descendant(line.toFirst.slice(1)));
}

const ordinals = [
  '',
  'രണ്ടാം',
  'മൂന്നാം',
  'നാലാം',
  'അഞ്ചാം',
  'ആറാം',
  'ഏഴാം',
  'എട്ടാം',
  'ഒൻപതാം',
  'പത്താം',
];

/** Cousins of one generation (`up` = `down` ≥ 2). */
function cousin(line: Line): string {
  const n = line.up;
  const [person, second] = [firstOf(line), secondOf(line)];
  const [theirs, ours] = [line.toFirst[n - 1]!.gender, line.toSecond[n - 1]!.gender];
  if (n === 2 && !line.half && person.gender !== 'U' && theirs !== 'U' && ours !== 'U')
    if (theirs !== ours) return person.gender === 'M' ? 'മുറച്ചെറുക്കൻ' : 'മുറപ്പെണ്ണ്';
  // Parallel cousins are called as siblings: കസിൻ ചേട്ടൻ, രണ്ടാം കസിൻ അനിയത്തി.
  const degree = n - 1;
  const ordinal = degree >= 2 ? `${ordinals[degree - 1] ?? `${degree}-ാം`} ` : '';
  const half = line.half ? 'അർധ ' : '';
  const sibling =
    person.gender === 'U' ? '' : ` ${byAge(person.gender, relativeAge(person, second, false))}`;
  return `${half}${ordinal}കസിൻ${sibling}`;
}

function collateral(line: Line): string {
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
  if (down > up) return of(ancestor(line.toSecond.slice(up)), cousin(cutAt(line, up)));
  return of(cousin(cutAt(line, down)), descendant(line.toFirst.slice(down)));
}

const ways = (count: number) => `${count === 2 ? 'രണ്ടു' : count === 3 ? 'മൂന്നു' : count} വഴിക്ക് ബന്ധമുള്ള`;

function blood(line: Line): string {
  if (line.up === 0 && line.down === 0) return 'സ്വയം';
  if (line.up === 0) return ancestor(line.toSecond);
  if (line.down === 0) return descendant(line.toFirst);
  const words = collateral(line);
  return line.multiplicity > 1 ? `${ways(line.multiplicity)} ${words}` : words;
}

const spouse = (gender: Gender) => pick(gender, 'ഭർത്താവ്', 'ഭാര്യ', 'ജീവിതപങ്കാളി');

/** The first is married to `partner`'s first person, a blood relative of the second. */
function spouseOfRelative(gender: Gender, partner: Line): string {
  const person = firstOf(partner);
  const second = secondOf(partner);
  const { up, down } = partner;
  const described = () => of(blood(partner), spouse(gender));
  if (partner.lineal && up === 0 && down === 1 && gender !== 'U')
    return gender === 'M' ? 'രണ്ടാനച്ഛൻ' : 'രണ്ടാനമ്മ';
  if (
    partner.lineal &&
    up === 1 &&
    gender !== 'U' &&
    person.gender !== 'U' &&
    gender !== person.gender
  )
    return gender === 'M' ? 'മരുമകൻ' : 'മരുമകൾ';
  if (up === 1 && down === 1 && !partner.lineal) {
    const age = topAge(partner);
    // The elder brother's wife is ചേട്ടത്തി; a woman's brother's wife is her നാത്തൂൻ.
    if (gender === 'F' && person.gender === 'M') {
      if (age === 'elder') return 'ചേട്ടത്തി';
      if (second.gender === 'F') return 'നാത്തൂൻ';
    }
    if (gender === 'M' && person.gender === 'F' && second.gender === 'M') return 'അളിയൻ';
  }
  if (up === 1 && down === 2 && !partner.half) {
    // The parallel aunt's husband and uncle's wife rank by age as the parents do.
    const parentGender = partner.toSecond[1]!.gender;
    const age = topAge(partner);
    const key = `${parentGender}${person.gender}${gender}`;
    if (key === 'FMF') return 'അമ്മായി';
    if (age && (key === 'MMF' || key === 'FFM')) {
      const big = age === 'elder';
      if (key === 'MMF') return big ? 'വലിയമ്മ' : 'ചെറിയമ്മ';
      return big ? 'വലിയച്ഛൻ' : 'ചെറിയച്ഛൻ';
    }
  }
  return described();
}

/** The first is a blood relative of the second's spouse; `line` ends at the spouse. */
function relativeOfSpouse(line: Line, spouseGender: Gender, secondGender: Gender): string {
  const person = firstOf(line);
  const { up, down } = line;
  if (line.lineal && up === 0 && down === 1 && person.gender !== 'U')
    return person.gender === 'M' ? 'അമ്മായിയച്ഛൻ' : 'അമ്മായിയമ്മ';
  if (!line.lineal && up === 1 && down === 1) {
    if (spouseGender === 'M' && person.gender === 'F') return 'നാത്തൂൻ';
    if (spouseGender === 'F' && person.gender === 'M' && secondGender === 'M') return 'അളിയൻ';
  }
  return of(spouse(spouseGender), blood(line));
}

/** Married to two siblings: `siblings` runs from the first's spouse to the second's. */
function coSiblingInLaw(gender: Gender, siblings: Line): string {
  const [own, theirs] = [firstOf(siblings), secondOf(siblings)];
  return of(of(spouse(theirs.gender), siblingOf(own, theirs, siblings.half)), spouse(gender));
}

function phrase(term: RelationTerm, secondGender: Gender): string {
  switch (term.kind) {
    case 'spouse':
      return spouse(term.gender);
    case 'blood':
      return blood(term.line);
    case 'spouse-of-relative':
      return spouseOfRelative(term.gender, term.partnerLine);
    case 'relative-of-spouse':
      return relativeOfSpouse(term.line, term.spouseGender, secondGender);
    case 'co-sibling-in-law':
      return coSiblingInLaw(term.gender, term.siblings);
    case 'step-sibling':
      return `രണ്ടാനച്ഛന്റെയോ രണ്ടാനമ്മയുടെയോ ${childWord(term.gender)}`;
  }
}

export const malayalam: RelationLanguage = {
  blood,
  // "Anna, Ben എന്നയാളുടെ ചേച്ചിയാണ്": the name is never inflected.
  sentence: (first, term, second) =>
    `${first.name}, ${second.name} എന്നയാളുടെ ${suffixed(phrase(term, second.gender), 'copula')}`,
  also: (term, second) => `അവരുടെ ${suffixed(phrase(term, second.gender), 'alsoCopula')}`,
  join: (parts) => parts.join('; '),
  notRelated: (first, second) => `${first.name}, ${second.name} എന്നിവർ ഈ കുടുംബവൃക്ഷത്തിൽ ബന്ധുക്കളല്ല.`,
};

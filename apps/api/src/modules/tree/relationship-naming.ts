import type { Gender } from '@familytree/shared';

/**
 * English names of blood relationships. `up` is how many generations the first person climbs to
 * the common ancestor, `down` how many the second person does; the name says what the first
 * person is to the second ("Anna is Ben's second cousin once removed").
 */
export type { Gender };

/** The gendered word, or the neutral one for a person of unknown gender. */
const pick = (gender: Gender, male: string, female: string, neutral: string) =>
  gender === 'M' ? male : gender === 'F' ? female : neutral;

const ordinal = (n: number) => {
  const suffix =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const cousinOrdinals = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** "great-" repeated up to twice, then "3rd great-" and so on, as genealogists write it. */
function greats(count: number): string {
  if (count <= 0) return '';
  if (count <= 2) return 'great-'.repeat(count);
  return `${ordinal(count)} great-`;
}

function removed(times: number): string {
  if (times === 0) return '';
  if (times === 1) return ' once removed';
  if (times === 2) return ' twice removed';
  return ` ${times} times removed`;
}

/** An ancestor `down` generations above: father, grandfather, great-grandfather, … */
function ancestorWord(down: number, gender: Gender): string {
  if (down === 1) return pick(gender, 'father', 'mother', 'parent');
  return `${greats(down - 2)}${pick(gender, 'grandfather', 'grandmother', 'grandparent')}`;
}

/** A descendant `up` generations below: son, grandson, great-grandson, … */
function descendantWord(up: number, gender: Gender): string {
  if (up === 1) return pick(gender, 'son', 'daughter', 'child');
  return `${greats(up - 2)}${pick(gender, 'grandson', 'granddaughter', 'grandchild')}`;
}

export function bloodRelationship(up: number, down: number, gender: Gender, half: boolean): string {
  const halfPrefix = half ? 'half-' : '';
  if (up === 0 && down === 0) return 'self';
  // The first person is an ancestor of the second.
  if (up === 0) return ancestorWord(down, gender);
  if (down === 0) return descendantWord(up, gender);
  if (up === 1 && down === 1) return `${halfPrefix}${pick(gender, 'brother', 'sister', 'sibling')}`;
  // English has no neutral aunt/uncle or niece/nephew: say whose sibling or child it is.
  if (up === 1)
    return gender === 'U'
      ? `${ancestorWord(down - 1, 'U')}'s ${halfPrefix}sibling`
      : `${halfPrefix}${greats(down - 2)}${pick(gender, 'uncle', 'aunt', '')}`;
  if (down === 1)
    return gender === 'U'
      ? `${halfPrefix}sibling's ${descendantWord(up - 1, 'U')}`
      : `${halfPrefix}${greats(up - 2)}${pick(gender, 'nephew', 'niece', '')}`;
  const degree = Math.min(up, down) - 1;
  const degreeName = cousinOrdinals[degree - 1] ?? ordinal(degree);
  return `${halfPrefix ? 'half-' : ''}${degreeName} cousin${removed(Math.abs(up - down))}`;
}

/** Two or more distinct lines at the same distance: "double first cousin". */
export function multipleLines(count: number, term: string): string {
  if (count <= 1) return term;
  const word = count === 2 ? 'double' : count === 3 ? 'triple' : `${count}-fold`;
  return `${word} ${term}`;
}

/** A child of the first person's parent's spouse, neither sharing a parent with the other. */
export const stepSiblingWord = (gender: Gender) =>
  pick(gender, 'stepbrother', 'stepsister', 'step-sibling');

/** The spouse of one's spouse's sibling (Carl and Dave, married to two sisters). */
export const coSiblingInLawWord = (gender: Gender) =>
  pick(gender, 'co-brother-in-law', 'co-sister-in-law', 'co-sibling-in-law');

export const spouseWord = (gender: Gender) => pick(gender, 'husband', 'wife', 'spouse');

const siblingTerm = /^(half-)?(brother|sister|sibling)$/;
const childTerm = /^(son|daughter|child)$/;
const parentTerm = /^(father|mother|parent)$/;

/**
 * The first person is married to someone whose blood relation to the second is `partnerToOther`
 * (e.g. 'brother'). Answers what follows "Anna is ": the usual English name where there is one.
 */
export function throughOwnSpouse(
  gender: Gender,
  partnerToOther: string,
  otherName: string,
  /** "Dora's", or a pronoun ("her") when the sentence already named Dora. */
  of = `${otherName}'s`,
): string {
  if (siblingTerm.test(partnerToOther))
    return `${of} ${pick(gender, 'brother-in-law', 'sister-in-law', 'sibling-in-law')}`;
  if (childTerm.test(partnerToOther))
    return `${of} ${pick(gender, 'son-in-law', 'daughter-in-law', 'child-in-law')}`;
  if (parentTerm.test(partnerToOther))
    return `${of} ${pick(gender, 'stepfather', 'stepmother', 'step-parent')}`;
  return `the ${spouseWord(gender)} of ${of} ${partnerToOther}`;
}

/** The first person is a blood relative (`selfToPartner`) of the second person's spouse. */
export function throughOthersSpouse(
  gender: Gender,
  selfToPartner: string,
  otherName: string,
  partnerGender: Gender,
  of = `${otherName}'s`,
): string {
  if (siblingTerm.test(selfToPartner))
    return `${of} ${pick(gender, 'brother-in-law', 'sister-in-law', 'sibling-in-law')}`;
  if (parentTerm.test(selfToPartner))
    return `${of} ${pick(gender, 'father-in-law', 'mother-in-law', 'parent-in-law')}`;
  if (childTerm.test(selfToPartner))
    return `${of} ${pick(gender, 'stepson', 'stepdaughter', 'stepchild')}`;
  return `${of} ${spouseWord(partnerGender)}'s ${selfToPartner}`;
}

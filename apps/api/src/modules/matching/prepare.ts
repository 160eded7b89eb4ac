import type { MatchCandidate } from './match-types.js';
import { foldName, nameTokens, phoneticKey, spellingKey } from './names.js';
import { variantGroupsOf } from './given-name-variants.js';
import { parseDate, type PartialDate } from './dates.js';

/** One name word in the forms the score compares, computed once per candidate. */
export interface NameForm {
  folded: string;
  spelling: string;
  groups: readonly number[];
}

/** A candidate with everything the score and the blocking read, computed once. */
export interface Prepared {
  candidate: MatchCandidate;
  /** The whole first name, folded (`mary ann`), for the exact comparison. */
  firstFolded: string;
  /** The given names in order: the words of the first name, then of the middle name. */
  givens: NameForm[];
  middleFolded: string;
  nick: NameForm | null;
  surnames: NameForm[];
  displayName: string;
  birth: PartialDate | null;
  death: PartialDate | null;
  /** Birth year, NaN when unknown: the blocking's and the gate's number. */
  birthYear: number;
  place: string;
  /** First given name and surname, spelled: how often a name is borne (a rare one says more). */
  nameKey: string;
  /** The same with the middle name (`mary|ann|kurian`): how often the whole name is borne. */
  fullNameKey: string;
}

function nameForm(folded: string): NameForm {
  const spelling = spellingKey(folded);
  return { folded, spelling, groups: variantGroupsOf(spelling) };
}

/** The first comma-separated part of a place, spelled as a name: `Kottayam, Kerala` → kotaiam. */
function placeKey(place: string | null): string {
  if (!place) return '';
  return spellingKey(foldName(place.split(',')[0]));
}

export function prepare(candidate: MatchCandidate): Prepared {
  const givens = [...nameTokens(candidate.firstName), ...nameTokens(candidate.middleName)].map(
    nameForm,
  );
  const surnameFolds = [foldName(candidate.lastName), foldName(candidate.familyName)].filter(
    (s, i, all) => s !== '' && all.indexOf(s) === i,
  );
  const nick = foldName(candidate.nickName);
  const birth = parseDate(candidate.dateOfBirth);
  return {
    candidate,
    firstFolded: foldName(candidate.firstName),
    givens,
    middleFolded: foldName(candidate.middleName),
    nick: nick === '' ? null : nameForm(nick),
    surnames: surnameFolds.map(nameForm),
    displayName: [candidate.firstName, candidate.middleName, candidate.lastName]
      .filter((s) => s && s.trim() !== '')
      .join(' '),
    birth,
    death: parseDate(candidate.dateOfDeath),
    birthYear: birth ? birth.year : Number.NaN,
    place: placeKey(candidate.placeOfBirth),
    nameKey: `${givens[0]?.folded ?? ''}|${surnameFolds[0] ?? ''}`,
    fullNameKey: `${givens[0]?.folded ?? ''}|${foldName(candidate.middleName)}|${surnameFolds[0] ?? ''}`,
  };
}

/** The blocking codes of a candidate's surnames and given names (phonetic or variant group). */
export function surnameCodes(p: Prepared): string[] {
  const codes = new Set(p.surnames.map((s) => phoneticKey(s.spelling)));
  return codes.size === 0 ? [''] : [...codes];
}

export function givenCodes(p: Prepared): string[] {
  const codes = new Set<string>();
  const forms = p.nick ? [...p.givens, p.nick] : p.givens;
  for (const form of forms) {
    if (form.groups.length > 0) for (const group of form.groups) codes.add(`g${group}`);
    else codes.add(`p${phoneticKey(form.spelling)}`);
  }
  return codes.size === 0 ? [''] : [...codes];
}

import type { Gender } from '@familytree/shared';

/**
 * Gramps 5.1's Polish relationship names (gramps/plugins/rel/rel_pl.py), ported line by line for
 * blood lines (only_birth, no in-law): `get_single_relationship_string`, the sibling names and the
 * partner names. Polish names the paternal and the maternal side (stryj / wuj, po mieczu / po
 * kądzieli), so the names read Gramps' `reltocommon` strings: from a person up to the common
 * ancestor, 'f' for each father and 'm' for each mother. Gramps' quirks are kept so that every
 * row of gramps/pl.json comes out the same (its spellings "prapraprauwnuk", "siostra rodzony",
 * the double space in "babcia cioteczna  (starop. praciota)", the maternal great-uncles named
 * with the paternal words, every brother's descendant named "potomek w N pokoleniu brata").
 * In Gramps' words "b is the <name> of a": our first person is its b, our second its a.
 */

const levelName = [
  'pierwszego',
  'drugiego',
  'trzeciego',
  'czwartego',
  'piątego',
  'szóstego',
  'siódmego',
  'ósmego',
  'dziewiątego',
  'dziesiątego',
  'jedenastego',
  'dwunastego',
  'trzynastego',
  'czternastego',
  'piętnastego',
  'szesnastego',
  'siedemnastego',
  'osiemnastego',
  'dziewiętnastego',
  'dwudziestego',
];

/** "pra" `n` times: Gramps' tables spell the prefixes out, these build the same words. */
const pra = (n: number) => 'pra'.repeat(n);

// Gramps' tables, indexed by generation (index 0 unused), to 10 generations.
const fatherLevel = [
  '',
  'ojciec',
  'dziadek',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${pra(n)}dziadek`),
];
const motherLevel = [
  '',
  'matka',
  'babcia',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${pra(n)}babcia`),
];
/** Gramps' _son_level and _daughter_level, with its spelling at 5 and 6: "prapraprauwnuk". */
const descendants = (child: string, grandchild: string) => [
  '',
  child,
  grandchild,
  `pra${grandchild}`,
  `prapra${grandchild}`,
  `prapraprau${grandchild}`,
  `praprapraprau${grandchild}`,
  ...[5, 6, 7, 8].map((n) => `${pra(n)}${grandchild}`),
];
const sonLevel = descendants('syn', 'wnuk');
const daughterLevel = descendants('córka', 'wnuczka');
/** Siblings of ancestors, from 4 generations up (Gramps' _brother/_sister_level_of_male). */
const brotherOfAncestor = (down: number) => `${fatherLevel[down - 1]} stryjeczny`;
const sisterOfAncestor = (down: number) => `${motherLevel[down - 1]} stryjeczna`;
/** Gramps' _nephew_level_of_sisters_son and …_daughter (the latter naming men, as Gramps does). */
const sistersDescendant = (up: number, of: string) =>
  up === 2 ? `syn ${of}` : `${pra(up - 3)}wnuk ${of}`;

function descendant(up: number, table: readonly string[], kind: string): string {
  if (up < table.length) return table[up]!;
  if (up - 1 < levelName.length) return `potomek ${kind}${levelName[up - 1]} pokolenia`;
  return `potomek ${kind}w ${up} pokoleniu`;
}

/** Gramps' get_sword_distaff: the side of an ancestor two to four generations up. */
function swordDistaff(level: number, line: string): string {
  const side = line.slice(0, level - 1);
  if (level === 2) return side === 'f' ? ' po mieczu' : side === 'm' ? ' po kądzieli' : '';
  if (level === 3)
    return (
      {
        ff: ' podwójnego miecza',
        fm: ' raz po mieczu, dalej po kądzieli',
        mf: ' raz po kądzieli, dalej po mieczu',
        mm: ' podwójnej kądzieli',
      }[side] ?? ''
    );
  if (level === 4) return side === 'fff' ? ' potrójnego miecza' : '';
  return '';
}

function ancestor(down: number, table: readonly string[], kind: string, line: string): string {
  if (down < table.length) return table[down]! + swordDistaff(down, line);
  if (down - 1 < levelName.length) return `przodek ${kind}${levelName[down - 1]} pokolenia`;
  return `przodek ${kind}w ${down} pokoleniu`;
}

function parentUnknown(down: number): string {
  if (down === 1) return 'rodzic';
  if (down - 1 < levelName.length) return `przodek ${levelName[down - 1]} pokolenia`;
  return `przodek w ${down} pokoleniu`;
}

/** The first person is a sibling of the second's ancestor `down` generations up. */
function ancestorsSibling(down: number, gender: Gender, secondLine: string): string {
  const male = gender === 'M';
  const female = gender === 'F';
  if (down === 2) {
    const side = secondLine[0];
    if (male && side === 'f') return 'stryj';
    if (female && side === 'f') return 'ciotka (tzw. stryjna)';
    if (male && side === 'm') return 'wuj (wujek)';
    if (female && side === 'm') return 'ciotka';
    return 'brat lub siostra rodzica';
  }
  if (down === 3) {
    const unknown = 'rodzeństwo przodka w 2 pokoleniu';
    const side = secondLine.slice(0, 2);
    if (side === 'ff' || side === 'fm')
      return male
        ? 'dziadek stryjeczny (tzw przestryj, stary stryj)'
        : female
          ? 'babcia stryjeczna'
          : unknown;
    if (side === 'mf')
      return male
        ? 'dziadek cioteczny (starop. prapociot)'
        : female
          ? 'babcia cioteczna (starop. praciota)'
          : unknown;
    if (side === 'mm')
      return male
        ? 'dziadek cioteczny (starop. prapociot)'
        : female
          ? 'babcia cioteczna  (starop. praciota)'
          : unknown;
    return male ? 'rodzeństwo dziadka' : female ? 'rodzeństwo babci' : unknown;
  }
  const side = secondLine[0];
  // Gramps uses the paternal tables for the maternal side too.
  if (male && (side === 'f' || side === 'm'))
    return down < 12 ? brotherOfAncestor(down) : `rodzeństwo przodka męskiego ${down} pokolenia`;
  if (female && (side === 'f' || side === 'm'))
    return down < 12 ? sisterOfAncestor(down) : `rodzeństwo przodka żeńskiego ${down} pokolenia`;
  return `rodzeństwo przodka ${down} pokolenia`;
}

/**
 * The first person descends `up` generations from a sibling of the second. Gramps' second `if`
 * overwrites its first: every descendant through a father (bratanek, bratanica, …) ends as
 * "potomek w N pokoleniu brata", and a sister's daughter's line names men ("syn siostrzenicy").
 */
function siblingsDescendant(up: number, gender: Gender, firstLine: string): string {
  const side = firstLine[0];
  // Gramps indexes its tables by `up`, one off: a sister's son is "syn siostrzeńca".
  if (gender === 'M' && side === 'm')
    return up < 11 ? sistersDescendant(up, 'siostrzeńca') : `męski potomek w ${up} pokoleniu brata`;
  if (gender === 'F' && side === 'm')
    return up < 11
      ? sistersDescendant(up, 'siostrzenicy')
      : `żeński potomek w ${up} pokoleniu brata`;
  if (side === 'f' || side === 'm') return `potomek w ${up} pokoleniu brata`;
  return `potomek w ${up} pokoleniu rodzeństwa`;
}

/**
 * Gramps' get_single_relationship_string for a blood line (only_birth, no in-law): `firstLine`
 * and `secondLine` are the two persons' reltocommon strings, `gender` the first person's.
 */
export function polishSingle(
  up: number,
  down: number,
  gender: Gender,
  firstLine: string,
  secondLine: string,
): string {
  const male = gender === 'M';
  const female = gender === 'F';
  if (up === 0 && down === 0) return 'ta sama osoba';
  if (down === 0)
    return male
      ? descendant(up, sonLevel, 'męski ')
      : female
        ? descendant(up, daughterLevel, 'żeński ')
        : up === 1
          ? 'dziecko'
          : descendant(up, [], '');
  if (up === 0)
    return male
      ? ancestor(down, fatherLevel, 'męski ', secondLine)
      : female
        ? ancestor(down, motherLevel, 'żeński ', secondLine)
        : parentUnknown(down);
  if (up === 1 && down === 1)
    return male ? 'brat rodzony' : female ? 'siostra rodzony' : 'brat/siostra';
  if (up === 1) return ancestorsSibling(down, gender, secondLine);
  if (down === 1) return siblingsDescendant(up, gender, firstLine);
  const degree = up + down;
  if (male)
    return up === 2 && down === 2 ? 'kuzyn' : `daleki kuzyn (${degree}. stopień pokrewieństwa)`;
  if (female)
    return up === 2 && down === 2 ? 'kuzynka' : `daleka kuzynka (${degree}. stopień pokrewieństwa)`;
  return up === 2 && down === 2
    ? 'kuzyn(ka)'
    : `daleki członek rodziny (${degree}. stopień pokrewieństwa)`;
}

/** Gramps' NORM_SIB name. */
export const polishFullSibling = (gender: Gender) =>
  gender === 'M'
    ? 'brat (rodzony)'
    : gender === 'F'
      ? 'siostra (rodzona)'
      : 'brat lub siostra (rodzeni)';

/** Gramps' HALF_SIB_FATHER and HALF_SIB_MOTHER name (the same: "przyrodni" says one parent). */
export const polishHalfSibling = (gender: Gender) =>
  gender === 'M'
    ? 'brat przyrodni'
    : gender === 'F'
      ? 'siostra przyrodnia'
      : 'brat/siostra przyrodni';

/**
 * Gramps' partner name for a marriage. Its Polish translation gives "płeć nieznana" ("gender
 * unknown", the message's context, not the word) for a spouse of unknown gender.
 */
export const polishPartner = (gender: Gender) =>
  gender === 'M' ? 'mąż' : gender === 'F' ? 'żona' : 'płeć nieznana';

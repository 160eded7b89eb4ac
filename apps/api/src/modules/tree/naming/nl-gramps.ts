import type { Gender } from '@familytree/shared';

/**
 * Gramps 5.1's Dutch relationship names (`gramps/plugins/rel/rel_nl.py`,
 * `get_single_relationship_string` and `get_sibling_relationship_string`), ported rule for rule.
 * "b is the <name> of a": `ga` generations from a (our second person) to the common ancestor, `gb`
 * from b (our first). rel_nl reads neither line's path: a full and a half line share a name
 * there, so `step` carries "half" the way Gramps' sibling names carry it ("halfbroer").
 */

const ordinalLevel = [
  '',
  'eerste',
  'tweede',
  'derde',
  'vierde',
  'vijfde',
  'zesde',
  'zevende',
  'achtste',
  'negende',
  'tiende',
  'elfde',
  'twaalfde',
  'dertiende',
  'veertiende',
  'vijftiende',
  'zestiende',
  'zeventiende',
  'achttiende',
  'negentiende',
  'twintigste',
  'eenentwintigste',
  'tweeëntwintigste',
  'drieëntwintigste',
  'vierentwintigste',
  'vijfentwintigste',
  'zesentwintigste',
  'zevenentwintigste',
  'achtentwintigste',
  'negenentwintigste',
  'dertigste',
  'eenendertigste',
  'tweeëndertigste',
  'drieëndertigste',
  'vierendertigste',
  'vijfendertigste',
  'zesendertigste',
  'zevenendertigste',
  'achtendertigste',
  'negenendertigste',
  'veertigste',
  'eenenveertigste',
  'tweeënveertigste',
  'drieënveertigste',
  'vierenveertigste',
  'vijfenveertigste',
  'zesenveertigste',
  'zevenenveertigste',
  'achtenveertigste',
  'negenenveertigste',
  'vijftigste',
];

const removedLevel = [
  '',
  '',
  'groot',
  'overgroot',
  'betovergroot',
  'oud',
  'oudgroot',
  'oudovergroot',
  'oudbetovergroot',
  'stam',
  'stamgroot',
  'stamovergroot',
  'stambetovergroot',
  'stamoud',
  'stamoudgroot',
  'stamoudovergroot',
  'stamoudbetovergroot',
  'edel',
  'edelgroot',
  'edelovergroot',
  'edelbetovergroot',
  'edeloud',
  'edeloudgroot',
  'edeloudovergroot',
  'edeloudbetovergroot',
  'edelstam',
  'edelstamgroot',
  'edelstamovergroot',
  'edelstambetovergroot',
  'edelstamoud',
  'edelstamoudgroot',
  'edelstamoudovergroot',
  'edelstamoudbetovergroot',
  'voor',
  'voorgroot',
  'voorovergroot',
  'voorbetovergroot',
  'vooroud',
  'vooroudgroot',
  'vooroudovergroot',
  'vooroudbetovergroot',
  'voorstam',
  'voorstamgroot',
  'voorstamovergroot',
  'voorstambetovergroot',
  'voorstamoud',
  'voorstamoudgroot',
  'voorstamoudovergroot',
  'voorstamoudbetovergroot',
  'vooredel',
];

const childLevel = ['', '', 'klein', 'achterklein', 'achterachterklein'];
const niblingLevel = ['', '', 'achter', 'achterachter', 'achterachterachter'];

/**
 * rel_nl indexes its ordinals without a bound where a line is deep on one side only (an uncle
 * 51 degrees away): Python would fail there. Such a line keeps Gramps' own far form instead.
 */
const hasOrdinal = (removed: number) => removed < ordinalLevel.length;

/** Ancestors: vader, grootvader, … then "(n generaties)", then "verre voorvader". */
function ancestor(word: string, farWord: string, level: number, step: string, inlaw: string) {
  if (level > removedLevel.length - 1)
    return `verre ${inlaw}${step}${farWord} (${level} generaties)`;
  if (level > 4) return `${inlaw}${step}${removedLevel[level]}${word} (${level} generaties)`;
  return `${inlaw}${step}${removedLevel[level]}${word}`;
}

/** Descendants: zoon, kleinzoon, achterkleinzoon, achterachterkleinzoon, then "verre …". */
function descendant(word: string, level: number, step: string, inlaw: string, far = 'verre') {
  if (level > childLevel.length - 1)
    return `${far} ${inlaw}${step}achterklein${word} (${level} generaties)`;
  return `${inlaw}${step}${childLevel[level]}${word}`;
}

const childUnknown = (level: number, step: string, inlaw: string) =>
  // "kind" is neuter: "aangetrouwd", "ver".
  descendant('kind', level, step, inlaw === 'aangetrouwde ' ? 'aangetrouwd ' : inlaw, 'ver');

/** rel_nl's `_get_uncle` and `_get_aunt`: `level` generations above, `removed` the degree. */
function uncle(word: string, level: number, removed: number, step: string, inlaw: string) {
  const far = level > removedLevel.length - 1;
  if (removed === 1 && !far) return ancestor(word, word, level, step, inlaw);
  if (removed === 1) return `verre ${inlaw}${step}${word} (${level} generaties)`;
  if (!hasOrdinal(removed))
    return `verre ${inlaw}${step}${word} (${level} generaties, ${removed} graden)`;
  if (far)
    return `verre ${inlaw}${step}${word} van de ${ordinalLevel[removed]} graad (${level} generaties)`;
  return `${ancestor(word, word, level, step, inlaw)} ${ordinalLevel[removed]} graad`;
}

/** rel_nl's `_get_nephew` and `_get_niece`. */
function nephew(word: string, level: number, removed: number, step: string, inlaw: string) {
  const far = level > niblingLevel.length - 1;
  if (removed === 1 && !far) return `${inlaw}${step}${niblingLevel[level]}${word}`;
  if (removed === 1) return `verre ${inlaw}${step}${word} (${level} generaties)`;
  if (!hasOrdinal(removed))
    return `verre ${inlaw}${step}${word} (${level} generaties, ${removed} graden)`;
  if (far)
    return `verre ${inlaw}${step}${word} van de ${ordinalLevel[removed]} graad (${level} generaties)`;
  return `${inlaw}${step}${niblingLevel[level]}${word} ${ordinalLevel[removed]} graad`;
}

/** rel_nl's `_get_male_cousin` and `_get_female_cousin`: "broer" at 1, then "neef (kozijn)". */
function cousin(sibling: string, word: string, ga: number, step: string, inlaw: string) {
  const removed = ga - 1;
  if (removed > ordinalLevel.length - 1)
    return `verre ${inlaw}${step}${word} (kozijn, ${removed} graden)`;
  if (removed === 0) return `${inlaw}${step}${sibling}`;
  return `${inlaw}${step}${word} (kozijn) ${ordinalLevel[removed]} graad`;
}

export interface DutchName {
  text: string;
  /** The noun is neuter ("het kind"); every other is a "de" word. */
  neuter: boolean;
}

const male = (gender: Gender) => gender === 'M';
const female = (gender: Gender) => gender === 'F';
const either = (gender: Gender, m: string, f: string) =>
  male(gender) ? m : female(gender) ? f : `${m} of ${f}`;

/**
 * rel_nl's `get_single_relationship_string`: what b (`gender`) is to a. `step` is "stief" for a
 * line not by birth (Gramps' only_birth false) or "half" for ours; `inlaw` "aangetrouwde ".
 */
export function grampsDutch(
  ga: number,
  gb: number,
  gender: Gender,
  step = '',
  inlaw = '',
): DutchName {
  const de = (text: string) => ({ text, neuter: false });
  if (gb === 0) {
    // b is the ancestor.
    if (ga === 0) return de('zelfde persoon');
    if (ga === 1 && inlaw && !step)
      return male(gender)
        ? de('schoonvader')
        : female(gender)
          ? de('schoonmoeder')
          : de('schoonouder');
    if (male(gender)) return de(ancestor('vader', 'voorvader', ga, step, inlaw));
    if (female(gender)) return de(ancestor('moeder', 'voormoeder', ga, step, inlaw));
    return de(ancestor('ouder', 'voorouder', ga, step, inlaw));
  }
  if (ga === 0) {
    // b is the descendant.
    if (gb === 1 && inlaw && !step)
      return male(gender)
        ? de('schoonzoon')
        : female(gender)
          ? de('schoondochter')
          : { text: 'schoonkind', neuter: true };
    if (gb === 1 && inlaw && step)
      return male(gender)
        ? de('aangetrouwde stiefzoon')
        : female(gender)
          ? de('aangetrouwde stiefdochter')
          : { text: 'aangetrouwd stiefkind', neuter: true };
    if (male(gender)) return de(descendant('zoon', gb, step, inlaw));
    if (female(gender)) return de(descendant('dochter', gb, step, inlaw));
    return { text: childUnknown(gb, step, inlaw), neuter: true };
  }
  if (ga > gb)
    // b is higher in the branch: in Dutch always "oom"/"tante".
    return de(
      either(
        gender,
        uncle('oom', ga - gb, gb, step, inlaw),
        uncle('tante', ga - gb, gb, step, inlaw),
      ),
    );
  if (ga < gb)
    return de(
      either(
        gender,
        nephew('neef', gb - ga, ga, step, inlaw),
        nephew('nicht', gb - ga, ga, step, inlaw),
      ),
    );
  return de(
    either(
      gender,
      cousin('broer', 'neef', ga, step, inlaw),
      cousin('zus', 'nicht', ga, step, inlaw),
    ),
  );
}

/**
 * rel_nl's `get_sibling_relationship_string`: `kind` "" (full), "half" or "stief"; a sibling
 * through a spouse is a "schoonbroer" or "schoonzus".
 */
export function grampsDutchSibling(gender: Gender, kind: '' | 'half' | 'stief', inLaw = false) {
  if (inLaw && !kind)
    return male(gender) ? 'schoonbroer' : female(gender) ? 'schoonzus' : 'schoonbroer of -zus';
  const inlaw = inLaw ? 'aangetrouwde ' : '';
  return either(
    gender,
    cousin('broer', 'neef', 1, kind, inlaw),
    cousin('zus', 'nicht', 1, kind, inlaw),
  );
}

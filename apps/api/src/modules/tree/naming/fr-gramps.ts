import type { Gender } from '@familytree/shared';
import type { GrampsLine } from './fr-es-pt-common.js';

/**
 * Gramps 5.1's French names of blood relations (gramps/plugins/rel/rel_fr.py), ported line by line
 * for a line by birth and no in-law: `get_single_relationship_string` and the sibling names. Its
 * word lists are copied as they are, misspelling included ("quanrante-et-unième").
 */

const LEVEL_NAME = [
  'première',
  'deuxième',
  'troisième',
  'quatrième',
  'cinquième',
  'sixième',
  'septième',
  'huitième',
  'neuvième',
  'dixième',
  'onzième',
  'douzième',
  'treizième',
  'quatorzième',
  'quinzième',
  'seizième',
  'dix-septième',
  'dix-huitième',
  'dix-neuvième',
  'vingtième',
  'vingt-et-unième',
  'vingt-deuxième',
  'vingt-troisième',
  'vingt-quatrième',
  'vingt-cinquième',
  'vingt-sixième',
  'vingt-septième',
  'vingt-huitième',
  'vingt-neuvième',
  'trentième',
];

const REMOVED_LEVEL = [
  'premier',
  ...LEVEL_NAME.slice(1),
  'trente-et-unième',
  'trente-deuxième',
  'trente-troisième',
  'trente-quatrième',
  'trente-cinquième',
  'trente-sixième',
  'trente-septième',
  'trente-huitième',
  'trente-neuvième',
  'quarantième',
  'quanrante-et-unième',
];

const FATHER_LEVEL = ['', 'le père', 'le grand-père', "l'arrière-grand-père", 'le trisaïeul'];
const MOTHER_LEVEL = ['', 'la mère', 'la grand-mère', "l'arrière-grand-mère", 'la trisaïeule'];
const SON_LEVEL = ['', 'le fils', 'le petit-fils', "l'arrière-petit-fils"];
const DAUGHTER_LEVEL = ['', 'la fille', 'la petite-fille', "l'arrière-petite-fille"];
const SISTER_LEVEL = ['', 'la sœur', 'la tante', 'la grand-tante', "l'arrière-grand-tante"];
const BROTHER_LEVEL = ['', 'le frère', "l'oncle", 'le grand-oncle', "l'arrière-grand-oncle"];
const NEPHEW_LEVEL = ['', 'le neveu', 'le petit-neveu', "l'arrière-petit-neveu"];
const NIECE_LEVEL = ['', 'la nièce', 'la petite-nièce', "l'arrière-petite-nièce"];

const DISTANT = 'un parent lointain';

function getCousin(level: number): string {
  if (level < LEVEL_NAME.length) return `le ${REMOVED_LEVEL[level - 1]} cousin`;
  return `le cousin lointain, relié à la ${level + 1}ème génération`;
}

function getCousine(level: number): string {
  if (level < LEVEL_NAME.length) return `la ${LEVEL_NAME[level - 1]} cousine`;
  return `la cousine lointaine, reliée à la ${level + 1}ème génération`;
}

const getChildUnknown = (level: number) => (level === 1 ? 'un enfant' : 'un descendant lointain');
const getParentUnknown = (level: number) => (level === 1 ? 'un parent' : DISTANT);

function getUncle(level: number): string {
  if (level > BROTHER_LEVEL.length - 1 && level < 30)
    return `l'oncle lointain, relié à la ${LEVEL_NAME[level]} génération`;
  if (level > BROTHER_LEVEL.length - 1)
    return `l'oncle lointain, relié à la ${level + 1}ème génération`;
  return BROTHER_LEVEL[level]!;
}

function getAunt(level: number): string {
  if (level > SISTER_LEVEL.length - 1 && level < 30)
    return `la tante lointaine, reliée à la ${LEVEL_NAME[level]} génération`;
  if (level > SISTER_LEVEL.length - 1)
    return `la tante lointaine, reliée à la ${level + 1}ème génération`;
  return SISTER_LEVEL[level]!;
}

function getNephew(level: number): string {
  if (level > NEPHEW_LEVEL.length - 1 && level < 30)
    return `le neveu lointain, à la ${LEVEL_NAME[level]} génération`;
  if (level > NEPHEW_LEVEL.length - 1) return `le neveu lointain, à la ${level + 1}ème génération`;
  return NEPHEW_LEVEL[level]!;
}

function getNiece(level: number): string {
  if (level > NIECE_LEVEL.length - 1 && level < 30)
    return `la nièce lointaine, à la ${LEVEL_NAME[level]} génération`;
  if (level > NIECE_LEVEL.length - 1) return `la nièce lointaine, à la ${level + 1}ème génération`;
  return NIECE_LEVEL[level]!;
}

/** " du premier au troisième degré (canon) et au cinquième degré (civil)" */
const degrees = (ga: number, gb: number, low: number, high: number) =>
  ` du ${REMOVED_LEVEL[low]} au ${REMOVED_LEVEL[high]} degré (canon)` +
  ` et au ${REMOVED_LEVEL[ga + gb + 1]} degré (civil)`;

/** Near enough for the degrees: the "nephew" side's condition in rel_fr. */
const nearDegrees = (ga: number, gb: number) =>
  ga <= LEVEL_NAME.length && gb - ga < REMOVED_LEVEL.length && ga + gb + 1 < REMOVED_LEVEL.length;

/** `get_single_relationship_string(Ga, Gb, gender_a, gender_b, …)` with only_birth, no in-law. */
export function frenchSingle({ ga, gb, genderB: g }: GrampsLine): string {
  const bygen = (n: number) => ` par la ${n}ème génération`;
  if (ga === 0) {
    if (gb === 0) return 'le même individu';
    if (g === 'M' && gb < SON_LEVEL.length) return SON_LEVEL[gb]!;
    if (g === 'F' && gb < DAUGHTER_LEVEL.length) return DAUGHTER_LEVEL[gb]!;
    if (gb < LEVEL_NAME.length && g === 'M')
      return `le descendant lointain (${gb + 1}ème génération)`;
    if (gb < LEVEL_NAME.length && g === 'F')
      return `la descendante lointaine (${gb + 1}ème génération)`;
    return getChildUnknown(gb);
  }
  if (gb === 0) {
    if (g === 'M' && ga < FATHER_LEVEL.length) return FATHER_LEVEL[ga]!;
    if (g === 'F' && ga < MOTHER_LEVEL.length) return MOTHER_LEVEL[ga]!;
    if (ga < LEVEL_NAME.length && g === 'M')
      return `l'ascendant lointain (${ga + 1}ème génération)`;
    if (ga < LEVEL_NAME.length && g === 'F')
      return `l'ascendante lointaine (${ga + 1}ème génération)`;
    return getParentUnknown(ga);
  }
  if (gb === 1) {
    if (g === 'M' && ga < BROTHER_LEVEL.length) return getUncle(ga);
    if (g === 'F' && ga < SISTER_LEVEL.length) return getAunt(ga);
    if (g === 'M') return `l'oncle lointain${bygen(ga + 1)}`;
    if (g === 'F') return `la tante lointaine${bygen(ga + 1)}`;
    return DISTANT;
  }
  if (ga === 1) {
    if (g === 'M' && gb < NEPHEW_LEVEL.length) return getNephew(gb - 1);
    if (g === 'F' && gb < NIECE_LEVEL.length) return getNiece(gb - 1);
    if (g === 'M') return `le neveu lointain (${gb}ème génération)`;
    if (g === 'F') return `la nièce lointaine (${gb}ème génération)`;
    return DISTANT;
  }
  if (ga === gb) return g === 'M' ? getCousin(ga - 1) : g === 'F' ? getCousine(ga - 1) : DISTANT;
  // The first person is of an older generation than the second: "uncles" of all kinds.
  if (ga > gb) {
    if (g === 'U') return DISTANT;
    if (ga === 3 && gb === 2)
      return g === 'M'
        ? "l'oncle à la mode de Bretagne (cousin germain d'un parent)"
        : "la tante à la mode de Bretagne (cousine germaine d'un parent)";
    if (
      gb <= LEVEL_NAME.length &&
      ga - gb < REMOVED_LEVEL.length &&
      ga + gb + 1 < REMOVED_LEVEL.length
    )
      return (g === 'M' ? "l'oncle" : 'la tante') + degrees(ga, gb, gb, ga);
    return g === 'M' ? getUncle(ga) : getAunt(ga);
  }
  // Of a younger generation: "nephews".
  const far = ga > LEVEL_NAME.length;
  if (g === 'U' && !(far && !nearDegrees(ga, gb))) return DISTANT;
  if (ga === 2 && gb === 3)
    return `${g === 'M' ? 'le neveu' : 'la nièce'} à la mode de Bretagne (cousins issus d'un germain)`;
  if (nearDegrees(ga, gb))
    // Gramps writes the same degrees in the same order both ways.
    return (g === 'M' ? 'le neveu' : 'la nièce') + degrees(ga, gb, gb, ga);
  // Gramps' fallback, with its typo, for every gender.
  if (far) return 'un parent lointains';
  return g === 'M' ? getNephew(ga) : getNiece(ga);
}

/** `get_sibling_relationship_string(NORM_SIB, …)`: full siblings. */
export const frenchFullSibling = (gender: Gender) =>
  gender === 'M'
    ? 'le frère (germain)'
    : gender === 'F'
      ? 'la sœur (germaine)'
      : 'le frère ou la sœur germain(e)';

/**
 * Half siblings by the shared parent. Gramps' `get_birth_parents` answers (mother, father) and
 * `get_sibling_type` reads it as (father, mother), so a shared father comes out HALF_SIB_MOTHER,
 * and rel_fr names HALF_SIB_MOTHER "consanguin" ("for descendants the half logic is reversed"):
 * what Gramps shows for a shared father is "consanguin", for a shared mother "utérin", as French
 * says them. A parent of unknown gender gets Gramps' word without the side (its STEP_SIB name).
 */
export function frenchHalfSibling(gender: Gender, sharedParent: Gender): string {
  if (sharedParent === 'M')
    return gender === 'M'
      ? 'le demi-frère consanguin'
      : gender === 'F'
        ? 'la demi-sœur consanguine'
        : 'le demi-frère ou la demi-sœur consanguin(e)';
  if (sharedParent === 'F')
    return gender === 'M'
      ? 'le demi-frère utérin'
      : gender === 'F'
        ? 'la demi-sœur utérine'
        : 'le demi-frère ou la demi-sœur utérin(e)';
  return gender === 'M'
    ? 'le demi-frère'
    : gender === 'F'
      ? 'la demi-sœur'
      : 'le demi-frère ou la demi-sœur';
}

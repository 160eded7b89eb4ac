import type { Gender } from '@familytree/shared';
import type { GrampsLine } from './fr-es-pt-common.js';

/**
 * Gramps 5.1's Spanish names of blood relations (gramps/plugins/rel/rel_es.py), ported line by
 * line for a line by birth and no in-law (no "político", no step words):
 * `get_single_relationship_string`. Its word lists are copied as they are.
 */

const MALE = [
  '',
  'primero',
  'segundo',
  'tercero',
  'cuarto',
  'quinto',
  'sexto',
  'séptimo',
  'octavo',
  'noveno',
  'décimo',
  'undécimo',
  'duodécimo',
  'decimotercero',
  'decimocuarto',
  'decimoquinto',
  'decimosexto',
  'decimoséptimo',
  'decimoctavo',
  'decimonono',
  'vigésimo',
];

/** The short forms used before a noun ("primer", "tercer"). */
const APOCOPE: Record<string, string> = {
  primero: 'primer',
  tercero: 'tercer',
  decimotercero: 'decimotercer',
};
const MALE_A = MALE.map((word) => APOCOPE[word] ?? word);

const FEMALE = [
  '',
  'primera',
  'segunda',
  'tercera',
  'cuarta',
  'quinta',
  'sexta',
  'séptima',
  'octava',
  'novena',
  'décima',
  'undécima',
  'duodécima',
  'decimotercera',
  'decimocuarta',
  'decimoquinta',
  'decimosexta',
  'decimoséptima',
  'decimoctava',
  'decimonona',
  'vigésima',
];

const FATHER_LEVEL = ['', 'padre', 'abuelo', 'bisabuelo', 'tatarabuelo', 'trastatarabuelo'];
const MOTHER_LEVEL = ['', 'madre', 'abuela', 'bisabuela', 'tatarabuela', 'trastatarabuela'];
const SON_LEVEL = ['', 'hijo', 'nieto', 'bisnieto', 'tataranieto', 'chozno', 'bichozno'];
const DAUGHTER_LEVEL = ['', 'hija', 'nieta', 'bisnieta', 'tataranieta', 'chozna', 'bichozna'];
const SISTER_LEVEL = ['', 'hermana', 'tía', 'tía abuela', 'tía bisabuela', 'tía tatarabuela'];
const BROTHER_LEVEL = ['', 'hermano', 'tío', 'tío abuelo', 'tío bisabuelo', 'tío tatarabuelo'];
const NEPHEW_LEVEL = [
  '',
  'sobrino',
  'sobrino nieto',
  'sobrino bisnieto',
  'sobrino tataranieto',
  'sobrino chozno',
  'sobrino bichozno',
];
const NIECE_LEVEL = [
  '',
  'sobrina',
  'sobrina nieta',
  'sobrina bisnieta',
  'sobrina tataranieta',
  'sobrina chozna',
  'sobrina bichozna',
];

/** A word from the list, else an ordinal before `noun` ("quinto abuelo"), else "7-ésimo abuelo". */
function leveled(
  list: readonly string[],
  level: number,
  ordinals: readonly string[],
  offset: number,
  noun: string,
  suffix: string,
): string {
  if (level < list.length) return list[level]!;
  if (level - offset < ordinals.length) return `${ordinals[level - offset]} ${noun}`;
  return `${level - offset}-ésim${suffix} ${noun}`;
}

const father = (level: number) => leveled(FATHER_LEVEL, level, MALE_A, 1, 'abuelo', 'o');
const mother = (level: number) => leveled(MOTHER_LEVEL, level, FEMALE, 1, 'abuela', 'a');
const son = (level: number) => leveled(SON_LEVEL, level, MALE_A, 1, 'nieto', 'o');
const daughter = (level: number) => leveled(DAUGHTER_LEVEL, level, FEMALE, 1, 'nieta', 'a');
const uncle = (level: number) => leveled(BROTHER_LEVEL, level, MALE_A, 2, 'tío abuelo', 'o');
const aunt = (level: number) => leveled(SISTER_LEVEL, level, FEMALE, 2, 'tía abuela', 'a');
const nephew = (level: number) => leveled(NEPHEW_LEVEL, level, MALE_A, 1, 'sobrino nieto', 'o');
const niece = (level: number) => leveled(NIECE_LEVEL, level, FEMALE, 1, 'sobrina nieta', 'a');

/** "tío segundo", "sobrina tercera", … "tío 21-ésimo" */
const distant = (base: string, level: number, ordinals: readonly string[], suffix: string) =>
  level < ordinals.length ? `${base} ${ordinals[level]}` : `${base} ${level}-ésim${suffix}`;

function maleCousin(level: number, removed: number, lower: boolean, c: Gender): string {
  if (removed === 0) {
    if (level === 1) return 'primo hermano';
    return level < MALE.length ? `primo ${MALE[level]}` : `primo ${level}-ésimo`;
  }
  const cousinOf =
    c === 'F'
      ? `de una ${femaleCousin(level, 0, lower, c)}`
      : `de un ${maleCousin(level, 0, lower, c)}`;
  if (lower) return `${son(removed)} ${cousinOf}`;
  return `${maleCousin(level, 0, lower, c)} ${c === 'F' ? `de una ${mother(removed)}` : `de un ${father(removed)}`}`;
}

function femaleCousin(level: number, removed: number, lower: boolean, c: Gender): string {
  if (removed === 0) {
    if (level === 1) return 'prima hermana';
    return level < MALE.length ? `prima ${FEMALE[level]}` : `prima ${level}-ésima`;
  }
  const cousinOf =
    c === 'F'
      ? `de una ${femaleCousin(level, 0, lower, c)}`
      : `de un ${maleCousin(level, 0, lower, c)}`;
  if (lower) return `${daughter(removed)} ${cousinOf}`;
  return `${femaleCousin(level, 0, lower, c)} ${c === 'F' ? `de una ${mother(removed)}` : `de un ${father(removed)}`}`;
}

/** Gramps' reltocommon letter: the gender of the ancestor it names. */
const letterGender = (letter: string | undefined): Gender =>
  letter === 'f' ? 'M' : letter === 'm' ? 'F' : 'U';

/** `get_single_relationship_string(Ga, Gb, gender_a, gender_b, …)` with only_birth, no in-law. */
export function spanishSingle({ ga, gb, genderB: g, relA, relB }: GrampsLine): string {
  const either = (male: string, female: string) =>
    g === 'M' ? male : g === 'F' ? female : `${male} o ${female}`;
  if (ga === 0) return gb === 0 ? 'la misma persona' : either(son(gb), daughter(gb));
  if (gb === 0) return either(father(ga), mother(ga));
  if (gb === 1) return either(uncle(ga), aunt(ga));
  if (ga === 1) return either(nephew(gb - 1), niece(gb - 1));
  if (ga === gb)
    return either(maleCousin(ga - 1, 0, false, 'U'), femaleCousin(ga - 1, 0, false, 'U'));
  if (ga === gb + 1) return either(distant('tío', gb, MALE, 'o'), distant('tía', gb, FEMALE, 'a'));
  if (ga + 1 === gb)
    return either(distant('sobrino', gb - 1, MALE, 'o'), distant('sobrina', gb - 1, FEMALE, 'a'));
  // Gramps looks at the ancestor on the other's generation; for an unknown gender it does not.
  if (ga > gb) {
    const c = g === 'U' ? 'U' : letterGender(relA[ga - gb - 1]);
    return either(maleCousin(gb - 1, ga - gb, false, c), femaleCousin(gb - 1, ga - gb, false, c));
  }
  const c = g === 'U' ? 'U' : letterGender(relB[gb - ga - 1]);
  return either(maleCousin(ga - 1, gb - ga, true, c), femaleCousin(ga - 1, gb - ga, true, c));
}

/** `get_sibling_relationship_string(NORM_SIB, …)`: full siblings. */
export const spanishFullSibling = (gender: Gender) =>
  gender === 'M' ? 'hermano' : gender === 'F' ? 'hermana' : 'hermano o hermana';

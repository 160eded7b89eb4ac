import type { GrampsLine } from './fr-es-pt-common.js';

/**
 * Gramps 5.1's Portuguese names of blood relations (gramps/plugins/rel/rel_pt.py), ported line by
 * line: its `get_single_relationship_string` is `get_relationship(Ga, Gb, gender_a, gender_b)`,
 * which takes every gender but male for female. Its word lists are copied as they are ("octovó").
 */

const MALE = [
  '',
  'primeiro',
  'segundo',
  'terceiro',
  'quarto',
  'quinto',
  'sexto',
  'sétimo',
  'oitavo',
  'nono',
  'décimo',
  'décimo-primeiro',
  'décimo-segundo',
  'décimo-terceiro',
  'décimo-quarto',
  'décimo-quinto',
  'décimo-sexto',
  'décimo-sétimo',
  'décimo-oitavo',
  'décimo-nono',
  'vigésimo',
];

const FEMALE = [
  '',
  'primeira',
  'segunda',
  'terceira',
  'quarta',
  'quinta',
  'sexta',
  'sétima',
  'oitava',
  'nona',
  'décima',
  'décima-primeira',
  'décima-segunda',
  'décima-terceira',
  'décima-quarta',
  'décima-quinta',
  'décima-sexta',
  'décima-sétima',
  'décima-oitava',
  'décima-nona',
  'vigésima',
];

const FATHER_LEVEL = [
  '',
  'pai',
  'avô',
  'bisavô',
  'trisavô',
  'tetravô',
  'pentavô',
  'hexavô',
  'heptavô',
  'octavô',
];
const MOTHER_LEVEL = [
  '',
  'mãe',
  'avó',
  'bisavó',
  'trisavó',
  'tetravó',
  'pentavó',
  'hexavó',
  'heptavó',
  'octovó',
];
const SON_LEVEL = [
  '',
  'filho',
  'neto',
  'bisneto',
  'trineto',
  'tetraneto',
  'pentaneto',
  'hexaneto',
  'heptaneto',
  'octaneto',
];
const DAUGHTER_LEVEL = [
  '',
  'filha',
  'neta',
  'bisneta',
  'trineta',
  'tetraneta',
  'pentaneta',
  'hexaneta',
  'heptaneta',
  'octaneta',
];
const SISTER_LEVEL = [
  '',
  'irmã',
  'tia',
  'tia avó',
  'tia bisavó',
  'tia trisavó',
  'tia tetravó',
  'tia pentavó',
  'tia hexavó',
  'tia heptavó',
  'tia octovó',
];
const BROTHER_LEVEL = [
  '',
  'irmão',
  'tio',
  'tio avô',
  'tio bisavô',
  'tio trisavô',
  'tio tetravô',
  'tio pentavô',
  'tio hexavô',
  'tio heptavô',
  'tio octavô',
];
const NEPHEW_LEVEL = [
  '',
  'sobrinho',
  'sobrinho neto',
  'sobrinho bisneto',
  'sobrinho trineto',
  'sobrinho tetraneto',
  'sobrinho pentaneto',
  'sobrinho hexaneto',
  'sobrinho heptaneto',
  'sobrinho octaneto',
];
const NIECE_LEVEL = [
  '',
  'sobrinha',
  'sobrinha neta',
  'sobrinha bisneta',
  'sobrinha trineta',
  'sobrinha tetraneta',
  'sobrinha pentaneta',
  'sobrinha hexaneta',
  'sobrinha heptaneta',
  'sobrinha octaneta',
];

type Sex = 'M' | 'F';

/** The ordinal as a word, or as a number with the gendered sign ("21º", "21ª"). */
const ordinal = (level: number, sex: Sex) =>
  level < MALE.length
    ? (sex === 'M' ? MALE : FEMALE)[level]!
    : `${level}${sex === 'M' ? 'º' : 'ª'}`;

/** A word from the list, else an ordinal before `noun` ("quinto avô"). */
const leveled = (list: readonly string[], level: number, offset: number, noun: string, sex: Sex) =>
  level < list.length ? list[level]! : `${ordinal(level - offset, sex)} ${noun}`;

const father = (level: number) => leveled(FATHER_LEVEL, level, 1, 'avô', 'M');
const mother = (level: number) => leveled(MOTHER_LEVEL, level, 1, 'avó', 'F');
const son = (level: number) => leveled(SON_LEVEL, level, 1, 'neto', 'M');
const daughter = (level: number) => leveled(DAUGHTER_LEVEL, level, 1, 'neta', 'F');
const uncle = (level: number) => leveled(BROTHER_LEVEL, level, 2, 'tio avô', 'M');
const aunt = (level: number) => leveled(SISTER_LEVEL, level, 2, 'tia avó', 'F');
const nephew = (level: number) => leveled(NEPHEW_LEVEL, level, 1, 'sobrinho neto', 'M');
const niece = (level: number) => leveled(NIECE_LEVEL, level, 1, 'sobrinha neta', 'F');

/** "parente em quinto grau (segundo com terceiro)": Gramps' words for both genders. */
const relative = (level1: number, level2: number) =>
  `parente em ${ordinal(level1 + level2, 'M')} grau (${ordinal(level1, 'M')} com ${ordinal(level2, 'M')})`;

/**
 * `get_relationship(Ga, Gb, …, gender_b)`, rel_pt's whole naming: a male first person gets the
 * male word, any other the female one (the unknown gender's word is made in pt.ts, not here).
 */
export function portugueseSingle({ ga, gb, genderB }: GrampsLine): string {
  const sex: Sex = genderB === 'M' ? 'M' : 'F';
  const male = sex === 'M';
  if (gb === 0) return ga === 0 ? '' : male ? father(ga) : mother(ga);
  if (ga === 0) return male ? son(gb) : daughter(gb);
  if (gb === 1) return male ? uncle(ga) : aunt(ga);
  if (ga === 1) return male ? nephew(gb - 1) : niece(gb - 1);
  if (gb === 2 && ga === 2) return male ? 'primo irmão' : 'prima irmã';
  if (gb === ga) return `${ordinal(gb - 1, sex)} ${male ? 'primo' : 'prima'}`;
  if (gb === ga + 1) return `${ordinal(ga, sex)} ${male ? 'sobrinho' : 'sobrinha'}`;
  if (gb + 1 === ga) return `${ordinal(gb, sex)} ${male ? 'tio' : 'tia'}`;
  return relative(gb, ga);
}

import type { Gender } from '@familytree/shared';

/**
 * Gramps 5.1's Italian relationship names (gramps/plugins/rel/rel_it.py), ported line by line for
 * blood lines (only_birth, no in-law): `get_single_relationship_string`, the sibling names and the
 * partner names. Its quirks are kept, so that every row of gramps/it.json comes out the same: a
 * person of unknown gender is named as a woman below and beside the line ("la figlia", "la zia",
 * "la cugina"), and as "la nonna" two to four generations up. In Gramps' words "b is the <name>
 * of a": our first person is its b, our second its a, so `up` is its Gb and `down` its Ga.
 */

/** Gramps' _level_f: the ordinal of a generation ("della terza generazione"), up to 20. */
const levelF = [
  '',
  'prima',
  'seconda',
  'terza',
  'quarta',
  'quinta',
  'sesta',
  'settima',
  'ottava',
  'nona',
  'decima',
  'undicesima',
  'dodicesima',
  'tredicesima',
  'quattordicesima',
  'quindicesima',
  'sedicesima',
  'diciasettesima',
  'diciottesima',
  'diciannovesima',
  'ventesima',
];

const fatherLevel = ['', 'il padre', 'il nonno', 'il bisnonno', 'il trisnonno'];
const motherLevel = ['', 'la madre', 'la nonna', 'la bisnonna', 'la trisnonna'];
const sonLevel = ['', 'il figlio', 'il nipote diretto', 'il pronipote diretto'];
const daughterLevel = ['', 'la figlia', 'la nipote diretta', 'la pronipote diretta'];
const brotherLevel = ['', 'il fratello', 'lo zio', 'il prozio'];
const sisterLevel = ['', 'la sorella', 'la zia', 'la prozia'];
const nephewLevel = ['', 'il nipote', 'il pronipote'];
const nieceLevel = ['', 'la nipote', 'la pronipote'];

/**
 * Gramps' pattern for each kind: its own word while the table lasts, then "… della <n-th>
 * generazione" while _level_f lasts, then a count of generations.
 */
function leveled(
  level: number,
  table: readonly string[],
  ordinal: (nth: string) => string,
  far: (n: number) => string,
): string {
  if (level < table.length) return table[level]!;
  if (level < levelF.length) return ordinal(levelF[level]!);
  return far(level);
}

const father = (level: number) =>
  leveled(
    level,
    fatherLevel,
    (nth) => `il nonno della ${nth} generazione`,
    (n) => `l'avo (${n} generazioni)`,
  );
const mother = (level: number) =>
  leveled(
    level,
    motherLevel,
    (nth) => `la nonna della ${nth} generazione`,
    (n) => `l'ava (${n} generazioni)`,
  );
/** Gramps' get_parent_unknown: "la nonna" for two to four generations (its _mother_level). */
const parentUnknown = (level: number) =>
  level === 1
    ? 'uno dei genitori'
    : leveled(
        level,
        motherLevel,
        (nth) => `nonno/a della ${nth} generazione`,
        (n) => `l'ava (${n} generazioni)`,
      );
const son = (level: number) =>
  leveled(
    level,
    sonLevel,
    (nth) => `il nipote diretto della ${nth} generazione`,
    (n) => `il discendente diretto (${n} generazioni)`,
  );
const daughter = (level: number) =>
  leveled(
    level,
    daughterLevel,
    (nth) => `la nipote diretta della ${nth} generazione`,
    (n) => `la discendente diretta (${n} generazioni)`,
  );
const uncle = (level: number) =>
  leveled(
    level,
    brotherLevel,
    (nth) => `lo zio della ${nth} generazione`,
    (n) => `uno zio lontano (${n} generazioni)`,
  );
const aunt = (level: number) =>
  leveled(
    level,
    sisterLevel,
    (nth) => `la zia della ${nth} generazione`,
    (n) => `una zia lontana (${n} generazioni)`,
  );
const nephew = (level: number) =>
  leveled(
    level,
    nephewLevel,
    (nth) => `il nipote della ${nth} generazione`,
    (n) => `un nipote lontano (${n} generazioni)`,
  );
const niece = (level: number) =>
  leveled(
    level,
    nieceLevel,
    (nth) => `la nipote della ${nth} generazione`,
    (n) => `una nipote lontana (${n} generazioni)`,
  );
/** Gramps' get_male_cousin / get_female_cousin: the degree and both sides' distances. */
const cousin = (article: string, noun: string, levelA: number, levelB: number) =>
  `${article} ${noun} di ${levelA + levelB - 1}° grado(${levelA}-${levelB})`;

/** Gramps' get_single_relationship_string for a blood line (only_birth, no in-law). */
export function italianSingle(up: number, down: number, gender: Gender): string {
  const male = gender === 'M';
  if (up === 0) {
    if (down === 0) return 'la stessa persona';
    return male ? father(down) : gender === 'F' ? mother(down) : parentUnknown(down);
  }
  if (down === 0) return male ? son(up) : daughter(up);
  if (up === 1) return male ? uncle(down) : aunt(down);
  if (down === 1) return male ? nephew(up - 1) : niece(up - 1);
  return male ? cousin('il', 'cugino', up - 1, down - 1) : cousin('la', 'cugina', up - 1, down - 1);
}

/** Gramps' NORM_SIB name: its get_uncle(1) / get_aunt(1), a woman's word for unknown gender. */
export const italianFullSibling = (gender: Gender) => (gender === 'M' ? uncle(1) : aunt(1));

/** Gramps' HALF_SIB_FATHER, HALF_SIB_MOTHER and STEP_SIB name: Italian tells them apart by none. */
export const italianHalfSibling = (gender: Gender) =>
  gender === 'M'
    ? 'il fratellastro'
    : gender === 'F'
      ? 'la sorellastra'
      : 'il fratellastro/sorellastra';

/** Gramps' partner name for a marriage (its Italian translation of husband / wife / spouse). */
export const italianPartner = (gender: Gender) =>
  gender === 'M' ? 'marito' : gender === 'F' ? 'moglie' : 'consorte';

import type { Gender } from '@familytree/shared';

/** A person on a relation's line, with what some languages' kinship words need: relative age. */
export interface LinePerson {
  id: number;
  gender: Gender;
  /** The stored date of birth (ISO, possibly partial: "1950" or "1950-04"), when known. */
  birth: string | null;
  /** The position among the parents' children, when the tree holds one. */
  childOrder: number | null;
}

/**
 * A blood line between two persons through their common ancestor. `up` generations from the
 * first person to the ancestor, `down` from the second; the name says what the first is to the
 * second ("Anna is Ben's second cousin once removed").
 */
export interface Line {
  up: number;
  down: number;
  /** One of the two is the other's ancestor. */
  lineal: boolean;
  /** The two descend from only one of a couple. */
  half: boolean;
  /** Through how many distinct ancestors or couples at this distance (2: "double"); 1 when lineal. */
  multiplicity: number;
  /** From the common ancestor down to the first person (its last entry), and to the second. */
  toFirst: LinePerson[];
  toSecond: LinePerson[];
}

/** The first person of a line: the one the line's name is about. */
export const firstOf = (line: Line): LinePerson => line.toFirst[line.toFirst.length - 1]!;
export const secondOf = (line: Line): LinePerson => line.toSecond[line.toSecond.length - 1]!;

/**
 * What the first person is to the second, as structure: each language names it its own way.
 * `gender` is always the first person's.
 */
export type RelationTerm =
  | { kind: 'spouse'; gender: Gender }
  | { kind: 'blood'; line: Line }
  /** The first is married to `partnerLine`'s first person, a blood relative of the second. */
  | { kind: 'spouse-of-relative'; gender: Gender; partnerLine: Line }
  /** The first is a blood relative of the second's spouse (`line` ends at the spouse). */
  | { kind: 'relative-of-spouse'; line: Line; spouseGender: Gender }
  /** The two are married to two siblings; `siblings` runs from the first's spouse to the second's. */
  | { kind: 'co-sibling-in-law'; gender: Gender; siblings: Line }
  /** A child of the first person's parent's spouse, neither sharing a parent with the other. */
  | { kind: 'step-sibling'; gender: Gender };

/** A person as a sentence names them. */
export interface Named {
  name: string;
  gender: Gender;
}

/** How one language names relations and says them in a sentence. */
export interface RelationLanguage {
  /** The bare name of a blood line ("great-uncle", "Großonkel"): what Gramps' calculator names. */
  blood(line: Line): string;
  /** The answer's sentence for the nearest relation: "Anna is Ben's brother". */
  sentence(first: Named, term: RelationTerm, second: Named): string;
  /** A further relation after the sentence, with the second person already named: "also his cousin". */
  also(term: RelationTerm, second: Named): string;
  /** Joins the sentence and the further relations into the summary. */
  join(parts: readonly string[]): string;
  /** The refusal when nothing relates the two. */
  notRelated(first: Named, second: Named): string;
}

import type { Gender } from '@familytree/shared';
import { relToCommon } from './line-shape.js';
import { firstOf, type Line } from './relation-term.js';

/** What the French, Spanish and Portuguese modules share: how Gramps is handed a line. */

/**
 * A line in the terms of Gramps' `get_single_relationship_string(Ga, Gb, gender_a, gender_b,
 * reltocommon_a, reltocommon_b)`: "b is the <name> of a", so Gramps' b is our first person and its
 * a our second; `ga` is our `down`, `gb` our `up`.
 */
export interface GrampsLine {
  ga: number;
  gb: number;
  /** The first person's gender (Gramps' gender_b). */
  genderB: Gender;
  /** From the second person up to the common ancestor, one letter a step: 'f' father, 'm' mother. */
  relA: string;
  /** The same from the first person. */
  relB: string;
}

export const grampsLine = (line: Line): GrampsLine => ({
  ga: line.down,
  gb: line.up,
  genderB: firstOf(line).gender,
  relA: relToCommon(line.toSecond),
  relB: relToCommon(line.toFirst),
});

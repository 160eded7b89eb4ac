import type { Gender } from '@familytree/shared';
import type { Line, RelationTerm } from './relation-term.js';

/** The relation terms the language tests name, a builder for each kind. */

export const bloodTerm = (line: Line): RelationTerm => ({ kind: 'blood', line });

export const spouse = (gender: Gender): RelationTerm => ({ kind: 'spouse', gender });

/** The first, of `gender`, is married to `partnerLine`'s first person, a relative of the second. */
export const spouseOf = (gender: Gender, partnerLine: Line): RelationTerm => ({
  kind: 'spouse-of-relative',
  gender,
  partnerLine,
});

/** The first is `line`'s first person, a relative of the second's spouse (of `spouseGender`). */
export const ofSpouse = (line: Line, spouseGender: Gender): RelationTerm => ({
  kind: 'relative-of-spouse',
  line,
  spouseGender,
});

/** The two, the first of `gender`, are married to two siblings: `siblings` runs between them. */
export const coInLaw = (gender: Gender, siblings: Line): RelationTerm => ({
  kind: 'co-sibling-in-law',
  gender,
  siblings,
});

export const stepSibling = (gender: Gender): RelationTerm => ({ kind: 'step-sibling', gender });

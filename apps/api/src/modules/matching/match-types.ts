/**
 * What the matching engine compares (issue 33): a person of a family or of a GEDCOM file, reduced
 * to what tells two records of one person apart from two persons. Keys are strings so that a
 * family's person ids and a file's xrefs are compared by the same code; relatives are keys of the
 * same side.
 */
export interface MatchCandidate {
  key: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  nickName: string | null;
  /** The family (house) name where the tree keeps one apart from the last name. */
  familyName: string | null;
  gender: 'M' | 'F' | 'U';
  /** ISO 8601 as the persons table keeps it: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  placeOfBirth: string | null;
  father: string | null;
  mother: string | null;
  spouses: string[];
  children: string[];
}

/** Why two candidates match, or count against it; `points` is its share of the score. */
export type MatchReasonCode =
  | 'sameName'
  | 'similarName'
  | 'nameVariant'
  | 'swappedNames'
  | 'sameSex'
  | 'sameBirthDate'
  | 'closeBirthDate'
  | 'sameBirthPlace'
  | 'sameDeathDate'
  | 'closeDeathDate'
  | 'sameParents'
  | 'sameSpouse'
  | 'sameChildren'
  | 'differentBirthDate'
  | 'differentDeathDate'
  // Added with the engine (decision 0054): what counts against a pair is explained too.
  | 'differentName'
  | 'differentSex'
  // Round 3 of issue 33: a known father or mother of each, who are two persons.
  | 'differentParents';

export interface MatchReason {
  code: MatchReasonCode;
  points: number;
  /** The values compared, said in the reason's text (`{ left, right }`, or a relative's name). */
  values?: Record<string, string>;
}

/** A field both records fill with different values: kept as an alternative, never overwritten. */
export interface MatchConflict {
  field: 'dateOfBirth' | 'dateOfDeath' | 'placeOfBirth' | 'gender';
  left: string;
  right: string;
}

export interface CandidateMatch {
  left: string;
  right: string;
  /** 0 to 100. */
  score: number;
  reasons: MatchReason[];
  conflicts: MatchConflict[];
}

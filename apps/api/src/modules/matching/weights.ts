/**
 * The points of each piece of evidence (decision 0054). A pair's score is the sum of its reasons'
 * points, clamped to 0–100: the reasons explain the whole score. Tuned on the bench's generated
 * files (bench/results/matching.md).
 */
export const weights = {
  given: {
    same: 22,
    spelling: 19,
    variant: 17,
    swapped: 16,
    nick: 15,
    similar: 15,
    near: 9,
    different: -18,
  },
  middle: { same: 6, different: -4 },
  surname: { same: 18, spelling: 16, similar: 13, near: 8, different: -12, differentWoman: -4 },
  sex: { same: 4, different: -30 },
  // close: by years apart (0: the same year filled differently); closeFull: two full dates that
  // differ, which are two persons' dates (same-named cousins born months apart) unless the
  // difference is a typo's (`typo`: a year off, one digit, day and month swapped); a year apart
  // and another day too (two slips, or a guess) counts less against than the same year.
  birth: {
    day: 22,
    month: 17,
    year: 13,
    close: [9, 7, 4],
    closeFull: [-18, -10, -14],
    typo: 6,
    different: -25,
  },
  death: {
    day: 12,
    month: 10,
    year: 8,
    close: [5, 4, 2],
    closeFull: [-10, -12, -14],
    typo: 4,
    different: -18,
  },
  /** The same full name borne by no other record (of the family, or of either side): rare names say more. */
  rareName: 8,
  /** At most this much off a name that agrees when it is common in the family (engine.ts). */
  commonName: 8,
  birthPlace: 6,
  // differentParent: a known father (or mother) of each that are two persons (per parent).
  relatives: {
    parent: 9,
    spouse: 13,
    child: 4,
    children: 12,
    differentParent: -15,
  },
} as const;

/** Jaro-Winkler at or above which two spellings are one name with a typo; `near`: less sure. */
export const similarAt = 0.9;
export const nearAt = 0.85;

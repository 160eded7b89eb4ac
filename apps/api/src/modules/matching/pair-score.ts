import type { MatchConflict, MatchReason, MatchReasonCode } from './match-types.js';
import type { Prepared } from './prepare.js';
import { compareDates, type PartialDate } from './dates.js';
import { nameReasons } from './name-score.js';
import { jaroWinkler } from './similarity.js';
import { similarAt, weights } from './weights.js';

/** What two candidates themselves say (no relatives yet): the first pass of the score. */
export interface PairEvidence {
  points: number;
  reasons: MatchReason[];
  conflicts: MatchConflict[];
}

interface DateWeights {
  day: number;
  month: number;
  year: number;
  close: readonly number[];
  closeFull: readonly number[];
  typo: number;
  different: number;
}

function dateReason(
  field: 'dateOfBirth' | 'dateOfDeath',
  a: PartialDate | null,
  b: PartialDate | null,
  left: string | null,
  right: string | null,
  w: DateWeights,
  codes: { same: MatchReasonCode; close: MatchReasonCode; different: MatchReasonCode },
  conflicts: MatchConflict[],
): MatchReason | null {
  if (!a || !b || left === null || right === null) return null;
  const values = { left, right };
  const comparison = compareDates(a, b);
  if (comparison.kind === 'same')
    return { code: codes.same, points: w[comparison.precision], values };
  conflicts.push({ field, left, right });
  if (comparison.kind === 'close') {
    const full = a.day !== null && b.day !== null;
    return {
      code: codes.close,
      points: comparison.typo ? w.typo : ((full ? w.closeFull : w.close)[comparison.years] ?? 0),
      values,
    };
  }
  return { code: codes.different, points: w.different, values };
}

/**
 * `nameRarity`: points the engine adds to (or takes from) names that agree by how often the family
 * bears them (rare names say more; decision 0054). Only a name reason that agrees takes them.
 */
export function scorePair(a: Prepared, b: Prepared, nameRarity = 0): PairEvidence {
  const reasons = nameReasons(a, b);
  const name = reasons[0];
  if (nameRarity !== 0 && name && name.code !== 'differentName') name.points += nameRarity;
  const conflicts: MatchConflict[] = [];
  const ca = a.candidate;
  const cb = b.candidate;
  if (ca.gender !== 'U' && cb.gender !== 'U') {
    if (ca.gender === cb.gender) reasons.push({ code: 'sameSex', points: weights.sex.same });
    else {
      conflicts.push({ field: 'gender', left: ca.gender, right: cb.gender });
      reasons.push({
        code: 'differentSex',
        points: weights.sex.different,
        values: { left: ca.gender, right: cb.gender },
      });
    }
  }
  const birth = dateReason(
    'dateOfBirth',
    a.birth,
    b.birth,
    ca.dateOfBirth,
    cb.dateOfBirth,
    weights.birth,
    {
      same: 'sameBirthDate',
      close: 'closeBirthDate',
      different: 'differentBirthDate',
    },
    conflicts,
  );
  if (birth) reasons.push(birth);
  if (a.place !== '' && b.place !== '') {
    if (a.place === b.place || jaroWinkler(a.place, b.place) >= similarAt)
      reasons.push({
        code: 'sameBirthPlace',
        points: weights.birthPlace,
        values: { left: ca.placeOfBirth ?? '', right: cb.placeOfBirth ?? '' },
      });
    else
      conflicts.push({
        field: 'placeOfBirth',
        left: ca.placeOfBirth ?? '',
        right: cb.placeOfBirth ?? '',
      });
  }
  const death = dateReason(
    'dateOfDeath',
    a.death,
    b.death,
    ca.dateOfDeath,
    cb.dateOfDeath,
    weights.death,
    {
      same: 'sameDeathDate',
      close: 'closeDeathDate',
      different: 'differentDeathDate',
    },
    conflicts,
  );
  if (death) reasons.push(death);
  return { points: reasons.reduce((s, r) => s + r.points, 0), reasons, conflicts };
}

import type { CandidateMatch, MatchCandidate, MatchReason } from './match-types.js';
import { prepare, type Prepared } from './prepare.js';
import { scorePair, type PairEvidence } from './pair-score.js';
import { pairsAcross, pairsWithin } from './blocking.js';
import { weights } from './weights.js';
import {
  closelyRelated,
  maxRelativePoints,
  relativeReasons,
  relativesOf,
  type Relatives,
  type Sameness,
} from './relatives.js';

/**
 * Minimal score (0-100) at which a match across is proposed, and the default at which an import
 * accepts it; the score at which Find duplicates lists a pair. Set on the bench (round 3 of issue
 * 33, bench/results/matching.md): accepted by default keeps precision above 99 % and recall above
 * 95 % on every case; within one family namesakes are many, so a pair needs more.
 */
export const proposedMatchScore = 48;
export const defaultAcceptScore = 50;
export const duplicateScore = 48;
/** A pair at or above this score supports its relatives' pairs (below the proposal on purpose: a
 * whole family of persons named alike, none sure alone, is sure together). */
const supportingScore = 35;
const rounds = 4;
/** What relatives add in all but rare cases (both parents and a spouse): pairs further below
 * are not kept for the relatives' rounds, which keeps them short on 100,000 persons. */
const relativeReach = Math.min(maxRelativePoints, 24);

interface Pair {
  i: number;
  j: number;
  evidence: PairEvidence;
  support: MatchReason[];
  score: number;
}

function nameCounts(persons: Prepared[], full = false): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of persons) {
    const key = full ? p.fullNameKey : p.nameKey;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Within one family: the same full name borne by these two only says more (`rareName`); one borne
 * by many (a family of 100,000 shares each name some 16 times) says less, by the logarithm of how
 * many bear it (an inverse frequency term), down to `commonName`.
 */
function nameRarity(count: number, sameKey: boolean): number {
  if (sameKey && count === 2) return weights.rareName;
  if (count <= 4) return 0;
  return -Math.min(weights.commonName, Math.round(2 * Math.log2(count / 4)));
}

const clamp = (points: number) => Math.max(0, Math.min(100, Math.round(points)));

/** Integer ids in number order, other keys as text: how "left < right by key" is meant. */
export function compareKeys(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b) || a.localeCompare(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Scores, then adds the relatives' support of the pairs matched so far, until nothing moves. */
function iterate(
  pairs: Pair[],
  leftRelatives: Relatives[],
  rightRelatives: Relatives[],
  left: Prepared[],
  right: Prepared[],
  sameFor: (pairs: Pair[], at: number) => Sameness,
): void {
  for (let round = 0; round < rounds; round++) {
    const same = sameFor(pairs, supportingScore);
    let moved = false;
    for (const pair of pairs) {
      const support = relativeReasons(
        leftRelatives[pair.i]!,
        rightRelatives[pair.j]!,
        [left, right],
        same,
      );
      const score = clamp(pair.evidence.points + support.reduce((s, r) => s + r.points, 0));
      if (score !== pair.score) moved = true;
      pair.support = support;
      pair.score = score;
    }
    if (!moved) break;
  }
}

const bestFirst = (a: Pair, b: Pair) =>
  b.score - a.score || b.evidence.points - a.evidence.points || a.i - b.i || a.j - b.j;

/** Greedy one-to-one: best pair first, each side's person taken once. */
function assign(pairs: Pair[], at: number): Pair[] {
  const takenLeft = new Set<number>();
  const takenRight = new Set<number>();
  const chosen: Pair[] = [];
  for (const pair of pairs.filter((p) => p.score >= at).sort(bestFirst)) {
    if (takenLeft.has(pair.i) || takenRight.has(pair.j)) continue;
    takenLeft.add(pair.i);
    takenRight.add(pair.j);
    chosen.push(pair);
  }
  return chosen;
}

function toMatch(pair: Pair, left: Prepared[], right: Prepared[]): CandidateMatch {
  return {
    left: left[pair.i]!.candidate.key,
    right: right[pair.j]!.candidate.key,
    score: pair.score,
    reasons: [...pair.evidence.reasons, ...pair.support],
    conflicts: pair.evidence.conflicts,
  };
}

function newPair(i: number, j: number, evidence: PairEvidence): Pair {
  return { i, j, evidence, support: [], score: clamp(evidence.points) };
}

/** One-to-one: each left and each right key in at most one match, best first; only >= minScore. */
export function matchAcross(
  leftCandidates: MatchCandidate[],
  rightCandidates: MatchCandidate[],
  options: { minScore?: number } = {},
): CandidateMatch[] {
  const minScore = options.minScore ?? proposedMatchScore;
  const left = leftCandidates.map(prepare);
  const right = rightCandidates.map(prepare);
  const floor = Math.min(minScore, supportingScore) - relativeReach;
  const pairs: Pair[] = [];
  const leftNames = nameCounts(left);
  const rightNames = nameCounts(right);
  const rare = (a: Prepared, b: Prepared) =>
    leftNames.get(a.nameKey) === 1 && rightNames.get(b.nameKey) === 1 ? weights.rareName : 0;
  pairsAcross(left, right, (i, j) => {
    const evidence = scorePair(left[i]!, right[j]!, rare(left[i]!, right[j]!));
    if (evidence.points >= floor) pairs.push(newPair(i, j, evidence));
  });
  const sameFor = (all: Pair[], at: number): Sameness => {
    const chosen = assign(all, at);
    const partner = new Map(chosen.map((p) => [p.i, p.j]));
    const partnerOfRight = new Map(chosen.map((p) => [p.j, p.i]));
    return {
      same: (x, y) => partner.get(x) === y,
      different: (x, y) => {
        const px = partner.get(x);
        const py = partnerOfRight.get(y);
        return (px !== undefined && px !== y) || (py !== undefined && py !== x);
      },
    };
  };
  iterate(pairs, relativesOf(left), relativesOf(right), left, right, sameFor);
  return assign(pairs, minScore).map((p) => toMatch(p, left, right));
}

/** Likely pairs within one family (left < right by key), best first. */
export function findDuplicatePairs(
  persons: MatchCandidate[],
  options: { minScore?: number; dismissed?: Set<string> } = {},
): CandidateMatch[] {
  const minScore = options.minScore ?? duplicateScore;
  const dismissed = options.dismissed ?? new Set<string>();
  const prepared = [...persons].sort((a, b) => compareKeys(a.key, b.key)).map(prepare);
  const relatives = relativesOf(prepared);
  const names = nameCounts(prepared);
  const fullNames = nameCounts(prepared, true);
  const n = prepared.length;
  const floor = Math.min(minScore, supportingScore) - relativeReach;
  const pairs: Pair[] = [];
  pairsWithin(prepared, (i, j) => {
    if (closelyRelated(i, j, relatives[i]!, relatives[j]!)) return;
    const a = prepared[i]!;
    const b = prepared[j]!;
    // Two that share a middle name too are counted among those bearing the whole name.
    const whole = a.middleFolded !== '' && a.fullNameKey === b.fullNameKey;
    const count = whole
      ? fullNames.get(a.fullNameKey)!
      : Math.max(names.get(a.nameKey)!, names.get(b.nameKey)!);
    const evidence = scorePair(a, b, nameRarity(count, a.nameKey === b.nameKey));
    if (evidence.points >= floor) pairs.push(newPair(i, j, evidence));
  });
  // Within one family a relative is the same person when it is the same record, or a pair.
  const sameFor = (all: Pair[], at: number): Sameness => {
    const matched = new Set(all.filter((p) => p.score >= at).map((p) => p.i * n + p.j));
    const same = (x: number, y: number) =>
      x === y || matched.has(Math.min(x, y) * n + Math.max(x, y));
    return { same, different: (x, y) => !same(x, y) };
  };
  if (process.env.MATCH_DEBUG) console.error('pairs kept', pairs.length);
  iterate(pairs, relatives, relatives, prepared, prepared, sameFor);
  return pairs
    .filter((p) => p.score >= minScore)
    .map((p) => toMatch(p, prepared, prepared))
    .filter((m) => !dismissed.has(`${m.left}:${m.right}`) && !dismissed.has(`${m.right}:${m.left}`))
    .sort(
      (a, b) => b.score - a.score || compareKeys(a.left, b.left) || compareKeys(a.right, b.right),
    );
}

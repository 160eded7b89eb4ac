import type { MatchReason } from './match-types.js';
import type { NameForm, Prepared } from './prepare.js';
import { shareGroup } from './given-name-variants.js';
import { jaroWinkler, oneTypoApart } from './similarity.js';
import { nearAt, similarAt, weights } from './weights.js';

/** Up to this many letters (spelled) a name is short: one typo is a large share of it. */
const shortName = 5;

type Kind = 'same' | 'variant' | 'similar' | 'swapped' | 'different' | 'none';
interface Part {
  points: number;
  kind: Kind;
}

/** How one given name or surname word compares to another; null: not one name. */
function compareWords(
  a: NameForm,
  b: NameForm,
): 'same' | 'spelling' | 'variant' | 'similar' | 'near' | null {
  if (a.folded === b.folded) return 'same';
  if (a.spelling === b.spelling) return 'spelling';
  if (shareGroup(a.groups, b.groups)) return 'variant';
  const similarity = jaroWinkler(a.spelling, b.spelling);
  if (similarity >= similarAt) return 'similar';
  if (similarity >= nearAt) return 'near';
  // Short names only: in a long one Jaro-Winkler already forgives one typo.
  return a.spelling.length <= shortName && oneTypoApart(a.spelling, b.spelling) ? 'near' : null;
}

const isName = (a: NameForm, b: NameForm) => {
  const c = compareWords(a, b);
  return c !== null && c !== 'near';
};

function givenPart(a: Prepared, b: Prepared): Part {
  const w = weights.given;
  const fa = a.givens[0];
  const fb = b.givens[0];
  if (!fa || !fb) return { points: 0, kind: 'none' };
  let part: Part;
  if (a.firstFolded === b.firstFolded) part = { points: w.same, kind: 'same' };
  else {
    const c = compareWords(fa, fb);
    if (c === 'same' || c === 'spelling') part = { points: w.spelling, kind: 'variant' };
    else if (c === 'variant') part = { points: w.variant, kind: 'variant' };
    else if (c === 'similar') part = { points: w.similar, kind: 'similar' };
    else if (
      a.givens.slice(1).some((g) => isName(fb, g)) ||
      b.givens.slice(1).some((g) => isName(fa, g))
    )
      // Called by the middle name in one record (Mathew Thomas / Thomas Mathew).
      return { points: w.swapped, kind: 'swapped' };
    else if ((a.nick && isName(a.nick, fb)) || (b.nick && isName(b.nick, fa)))
      part = { points: w.nick, kind: 'variant' };
    else if (c === 'near') part = { points: w.near, kind: 'similar' };
    else return { points: w.different, kind: 'different' };
  }
  if (a.middleFolded !== '' && b.middleFolded !== '') {
    const ma = a.givens[a.givens.length - 1]!;
    const mb = b.givens[b.givens.length - 1]!;
    part.points += isName(ma, mb) ? weights.middle.same : weights.middle.different;
  }
  return part;
}

function surnamePart(a: Prepared, b: Prepared): Part {
  const w = weights.surname;
  if (a.surnames.length === 0 || b.surnames.length === 0) return { points: 0, kind: 'none' };
  let best: Part | null = null;
  for (const sa of a.surnames)
    for (const sb of b.surnames) {
      const c = compareWords(sa, sb);
      const part: Part | null =
        c === 'same'
          ? { points: w.same, kind: 'same' }
          : c === 'spelling' || c === 'variant'
            ? { points: w.spelling, kind: 'variant' }
            : c === 'similar'
              ? { points: w.similar, kind: 'similar' }
              : c === 'near'
                ? { points: w.near, kind: 'similar' }
                : null;
      if (part && (!best || part.points > best.points)) best = part;
    }
  if (best) return best;
  // A woman's two records often carry her maiden and her married name.
  const woman = a.candidate.gender === 'F' || b.candidate.gender === 'F';
  return { points: woman ? w.differentWoman : w.different, kind: 'different' };
}

/** The name reasons of a pair: what agrees in one reason, what differs in `differentName`. */
export function nameReasons(a: Prepared, b: Prepared): MatchReason[] {
  const parts = [givenPart(a, b), surnamePart(a, b)];
  const values = { left: a.displayName, right: b.displayName };
  const reasons: MatchReason[] = [];
  const agreeing = parts.filter((p) => p.points > 0);
  if (agreeing.length > 0) {
    const kinds = new Set(agreeing.map((p) => p.kind));
    const code = kinds.has('swapped')
      ? 'swappedNames'
      : kinds.has('similar')
        ? 'similarName'
        : kinds.has('variant')
          ? 'nameVariant'
          : 'sameName';
    reasons.push({ code, points: agreeing.reduce((s, p) => s + p.points, 0), values });
  }
  const against = parts.reduce((s, p) => s + Math.min(0, p.points), 0);
  if (against < 0) reasons.push({ code: 'differentName', points: against, values });
  return reasons;
}

import { givenCodes, surnameCodes, type Prepared } from './prepare.js';
import { closeYears } from './dates.js';
import { PairCodes } from './pair-codes.js';

/**
 * Candidate generation (decision 0054): only persons that share a block are ever scored. A block
 * is a phonetic surname with a given-name key (variant group or phonetic code), or a birth-year
 * bucket with either of them, so a typo in the surname, in the given name or a missing date still
 * leaves a block in common. Within a name block only persons born at most `closeYears` apart (or
 * of an unknown year) are paired; name blocks larger than `largeBlock` pair their unknown years no
 * more. A year block larger than `windowBlock` (a family where most share one surname) is sorted
 * by the name it does not share, and each person paired with the next `window` only (sorted
 * neighbourhood): a typo rarely moves a name far in that order.
 */
const largeBlock = 2000;
const windowBlock = 40;
const window = 5;

function yearBuckets(year: number): string[] {
  if (Number.isNaN(year)) return [];
  // Two staggered buckets of four years: any two years at most two apart share one.
  return [`a${Math.floor(year / 4)}`, `b${Math.floor((year + 2) / 4)}`];
}

const initial = (forms: { spelling: string }[]) => forms[0]?.spelling[0] ?? '';

function blockKeys(p: Prepared, within: boolean): string[] {
  const surnames = surnameCodes(p);
  const givens = givenCodes(p);
  const keys: string[] = [];
  for (const s of surnames) for (const g of givens) keys.push(`n|${s}|${g}`);
  for (const bucket of yearBuckets(p.birthYear)) {
    for (const s of surnames) keys.push(`s|${bucket}|${s}`);
    for (const g of givens) keys.push(`g|${bucket}|${g}`);
  }
  // Without a birth year only the name blocks are left, and a typo in a name moves its phonetic
  // code: one name's code with the other's initial (a typo rarely hits the first letter) is kept
  // for the persons of an unknown year (`i`, see pairUnknown).
  for (const s of surnames) keys.push(`i|${s}|${initial(p.givens)}`);
  for (const g of givens) keys.push(`j|${g}|${initial(p.surnames)}`);
  // Within one family, a person entered twice is often entered under the same parents.
  if (within) {
    if (p.candidate.father !== null) keys.push(`f|${p.candidate.father}`);
    if (p.candidate.mother !== null) keys.push(`m|${p.candidate.mother}`);
  }
  return keys;
}

/** Initial blocks pair only their persons of an unknown year: the others share a year block. */
const unknownOnly = (kind: string) => kind === 'i' || kind === 'j';

function byYear(members: number[], years: Float64Array): { known: number[]; unknown: number[] } {
  const known = members.filter((m) => !Number.isNaN(years[m]!));
  known.sort((x, y) => years[x]! - years[y]!);
  return { known, unknown: members.filter((m) => Number.isNaN(years[m]!)) };
}

function collect(
  persons: Prepared[],
  blocks: Map<string, number[][]>,
  side: number,
  sides: number,
) {
  persons.forEach((p, index) => {
    for (const key of blockKeys(p, sides === 1)) {
      let block = blocks.get(key);
      if (!block) {
        block = Array.from({ length: sides }, () => []);
        blocks.set(key, block);
      }
      block[side]!.push(index);
    }
  });
}

const yearsOf = (persons: Prepared[]) => Float64Array.from(persons, (p) => p.birthYear);
const sexConflict = (a: Prepared, b: Prepared) =>
  a.candidate.gender !== 'U' &&
  b.candidate.gender !== 'U' &&
  a.candidate.gender !== b.candidate.gender;

const withinYears = (x: number, y: number) =>
  Number.isNaN(x) || Number.isNaN(y) || Math.abs(x - y) <= closeYears;

/** The name a year block's persons are sorted by: the one their block key does not hold. */
function sortName(p: Prepared, kind: string): string {
  const form = kind === 's' ? p.givens[0] : p.surnames[0];
  return form ? form.spelling : '';
}

/** Sorted neighbourhood over one or two sides' members of a large year block. */
function windowPairs(
  members: { side: number; index: number; name: string; year: number }[],
  emit: (side: number, index: number, otherSide: number, other: number) => void,
  across: boolean,
) {
  members.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.year - y.year));
  for (let a = 0; a < members.length; a++) {
    const m = members[a]!;
    for (let b = a + 1; b < members.length && b <= a + window; b++) {
      const o = members[b]!;
      if (across && o.side === m.side) continue;
      if (withinYears(m.year, o.year)) emit(m.side, m.index, o.side, o.index);
    }
  }
}

/** Every pair (i < j) of one list that shares a block, once. */
export function pairsWithin(persons: Prepared[], visit: (i: number, j: number) => void): void {
  const blocks = new Map<string, number[][]>();
  collect(persons, blocks, 0, 1);
  const years = yearsOf(persons);
  const n = persons.length;
  const seen = new PairCodes();
  // The cheap sex test first: a pair of two sexes never enters the (large) list of pairs seen.
  const emit = (x: number, y: number) => {
    if (sexConflict(persons[x]!, persons[y]!)) return;
    seen.add(x < y ? x * n + y : y * n + x);
  };
  for (const [key, [members]] of blocks) {
    if (members!.length < 2) continue;
    const kind = key[0]!;
    if (unknownOnly(kind)) {
      for (const u of members!)
        if (Number.isNaN(years[u]!)) for (const m of members!) if (m !== u) emit(u, m);
      continue;
    }
    if (kind !== 'n' && kind !== 'f' && kind !== 'm' && members!.length > windowBlock) {
      const list = members!.map((index) => ({
        side: 0,
        index,
        name: sortName(persons[index]!, kind),
        year: years[index]!,
      }));
      windowPairs(list, (_s, i, _o, j) => emit(i, j), false);
      continue;
    }
    const { known, unknown } = byYear(members!, years);
    for (let a = 0; a < known.length; a++)
      for (
        let b = a + 1;
        b < known.length && years[known[b]!]! - years[known[a]!]! <= closeYears;
        b++
      )
        emit(known[a]!, known[b]!);
    if (members!.length > largeBlock) continue;
    unknown.forEach((u, k) => {
      for (const m of known) emit(u, m);
      for (let l = k + 1; l < unknown.length; l++) emit(u, unknown[l]!);
    });
  }
  seen.forEachOnce(n, visit);
}

/** Every pair (left i, right j) that shares a block, once. */
export function pairsAcross(
  left: Prepared[],
  right: Prepared[],
  visit: (i: number, j: number) => void,
): void {
  const blocks = new Map<string, number[][]>();
  collect(left, blocks, 0, 2);
  collect(right, blocks, 1, 2);
  const leftYears = yearsOf(left);
  const rightYears = yearsOf(right);
  const seen = new PairCodes();
  const r = right.length;
  const emit = (i: number, j: number) => {
    if (!sexConflict(left[i]!, right[j]!)) seen.add(i * r + j);
  };
  for (const [key, [ls, rs]] of blocks) {
    if (ls!.length === 0 || rs!.length === 0) continue;
    const kind = key[0]!;
    if (unknownOnly(kind)) {
      for (const i of ls!) if (Number.isNaN(leftYears[i]!)) for (const j of rs!) emit(i, j);
      for (const j of rs!) if (Number.isNaN(rightYears[j]!)) for (const i of ls!) emit(i, j);
      continue;
    }
    if (kind !== 'n' && ls!.length + rs!.length > windowBlock) {
      const list = [
        ...ls!.map((index) => ({
          side: 0,
          index,
          name: sortName(left[index]!, kind),
          year: leftYears[index]!,
        })),
        ...rs!.map((index) => ({
          side: 1,
          index,
          name: sortName(right[index]!, kind),
          year: rightYears[index]!,
        })),
      ];
      windowPairs(list, (side, i, _o, j) => (side === 0 ? emit(i, j) : emit(j, i)), true);
      continue;
    }
    const l = byYear(ls!, leftYears);
    const rr = byYear(rs!, rightYears);
    // Two pointers over both sorted lists: the right persons within closeYears of each left one.
    let from = 0;
    for (const i of l.known) {
      const year = leftYears[i]!;
      while (from < rr.known.length && rightYears[rr.known[from]!]! < year - closeYears) from++;
      for (let k = from; k < rr.known.length && rightYears[rr.known[k]!]! <= year + closeYears; k++)
        emit(i, rr.known[k]!);
    }
    if (ls!.length + rs!.length > largeBlock) continue;
    for (const i of l.unknown) for (const j of rs!) emit(i, j);
    for (const j of rr.unknown) for (const i of l.known) emit(i, j);
  }
  seen.forEachOnce(r, visit);
}

import { givenCodes, surnameCodes, type Prepared } from './prepare.js';
import { closeYears } from './dates.js';

/**
 * Candidate generation (decision 0054): only persons that share a block are ever scored. A block
 * is a phonetic surname with a given-name key (variant group or phonetic code), or a birth-year
 * bucket with either of them, so a typo in the surname, in the given name or a missing date still
 * leaves a block in common. Within a block only persons born at most `closeYears` apart (or of an
 * unknown year) are paired; blocks larger than `largeBlock` pair their unknown years no more.
 */
const largeBlock = 2000;

function yearBuckets(year: number): string[] {
  if (Number.isNaN(year)) return [];
  // Two staggered buckets of four years: any two years at most two apart share one.
  return [`a${Math.floor(year / 4)}`, `b${Math.floor((year + 2) / 4)}`];
}

function blockKeys(p: Prepared): string[] {
  const surnames = surnameCodes(p);
  const givens = givenCodes(p);
  const keys: string[] = [];
  for (const s of surnames) for (const g of givens) keys.push(`n|${s}|${g}`);
  for (const bucket of yearBuckets(p.birthYear)) {
    for (const s of surnames) keys.push(`s|${bucket}|${s}`);
    for (const g of givens) keys.push(`g|${bucket}|${g}`);
  }
  return keys;
}

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
    for (const key of blockKeys(p)) {
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

/** Every pair (i < j) of one list that shares a block, once. */
export function pairsWithin(persons: Prepared[], visit: (i: number, j: number) => void): void {
  const blocks = new Map<string, number[][]>();
  collect(persons, blocks, 0, 1);
  const years = yearsOf(persons);
  const n = persons.length;
  const seen = new Set<number>();
  const emit = (x: number, y: number) => {
    const i = Math.min(x, y);
    const j = Math.max(x, y);
    const code = i * n + j;
    if (seen.has(code) || sexConflict(persons[i]!, persons[j]!)) return;
    seen.add(code);
    visit(i, j);
  };
  for (const [members] of blocks.values()) {
    if (members!.length < 2) continue;
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
  const seen = new Set<number>();
  const r = right.length;
  const emit = (i: number, j: number) => {
    const code = i * r + j;
    if (seen.has(code) || sexConflict(left[i]!, right[j]!)) return;
    seen.add(code);
    visit(i, j);
  };
  for (const [ls, rs] of blocks.values()) {
    if (ls!.length === 0 || rs!.length === 0) continue;
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
}

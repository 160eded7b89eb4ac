/** A small deterministic generator (mulberry32): the same families on every run and machine. */
export interface Random {
  (): number;
  int(maxExclusive: number): number;
  pick<T>(list: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }) as Random;
  next.int = (maxExclusive) => Math.floor(next() * maxExclusive);
  next.pick = (list) => list[next.int(list.length)]!;
  return next;
}

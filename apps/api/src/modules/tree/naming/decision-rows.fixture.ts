import { readdirSync, readFileSync } from 'node:fs';
import { it } from 'vitest';

/**
 * Decision 0049's tables (relative age R, Hindi H, Malayalam M) and the tests of their rows. A
 * row is tested by `row('H12', …)` in any test file of this folder; decision-0049.test.ts finds
 * those calls by reading the files, as no test file sees the tests of another (each runs alone).
 */

export type RowPrefix = 'H' | 'M' | 'R';

/** The row ids (H1, M12, R3 …) of decision 0049's tables with the given prefix. */
export function decisionRows(prefix: RowPrefix): string[] {
  const file = new URL(
    '../../../../../../docs/decisions/0049-relation-names-hi-ml.md',
    import.meta.url,
  );
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(new RegExp(`^\\| (${prefix}\\d+) +\\|`, 'gm'))].map((m) => m[1]!);
}

/** The test of the decision's row `id`. */
export const row = (id: string, title: string, check: () => void) => it(`${id}: ${title}`, check);

/** The row ids with the prefix that this folder's test files test, sorted, once a `row` call. */
export function testedRows(prefix: RowPrefix): string[] {
  const folder = new URL('./', import.meta.url);
  // A call starts its line (a commented-out one does not count); its id may wrap to the next.
  const call = new RegExp(`^\\s*row\\(\\s*'(${prefix}\\d+)'`, 'gm');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, folder), 'utf8').matchAll(call)])
    .map((m) => m[1]!)
    .sort();
}

/**
 * Precision and recall of the bench's cases at several thresholds (issue 33), to tune the
 * proposal and the import's default: `npx tsx src/matching/sweep.ts [dup|across] [100000]`.
 */
import { findDuplicatePairs, matchAcross } from '../../../apps/api/src/modules/matching/index.js';
import { familyWithDuplicates, overlappingFiles } from './overlap-generator.js';

const seed = 20240601;
const thresholds = [40, 42, 44, 45, 46, 48, 50, 52, 54, 55, 56, 58, 60];
const pct = (a: number, b: number) => (b === 0 ? '–' : ((100 * a) / b).toFixed(1));

function table(name: string, scored: Array<{ score: number; ok: boolean }>, expected: number) {
  const cells = thresholds.map((t) => {
    const at = scored.filter((m) => m.score >= t);
    const ok = at.filter((m) => m.ok).length;
    return `≥${t} P ${pct(ok, at.length)} R ${pct(ok, expected)}`;
  });
  console.log(`${name}\n  ${cells.join('\n  ')}`);
}

const what = process.argv[2] ?? 'all';
if (what !== 'across') {
  const size = Number(process.argv[3] ?? 10000);
  const { persons, truth } = familyWithDuplicates(size, 0.03, seed + size + 3);
  const all = findDuplicatePairs(persons, { minScore: 30 });
  table(
    `duplicates in ${persons.length}`,
    all.map((m) => ({ score: m.score, ok: truth.has(`${m.left}:${m.right}`) })),
    truth.size,
  );
}
if (what !== 'dup')
  for (const [familySize, fileSize, overlap] of [
    [1000, 1000, 0.6],
    [10000, 10000, 0.6],
    [10000, 2000, 0.9],
  ] as const) {
    const { family, file, truth } = overlappingFiles(
      familySize,
      fileSize,
      overlap,
      seed + familySize,
    );
    const all = matchAcross(file, family, { minScore: 30 });
    table(
      `across ${fileSize} x ${familySize}`,
      all.map((m) => ({ score: m.score, ok: truth.get(m.left) === m.right })),
      truth.size,
    );
  }

/**
 * The matching engine's targets (issue 33, decision 0054): precision and recall of matchAcross
 * and findDuplicatePairs on generated overlapping files, and their timings.
 *
 *   npm run bench:matching                      # writes bench/results/matching.md
 *   npm run bench:matching -- --seed 7 --runs 3
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  defaultAcceptScore,
  duplicateScore,
  findDuplicatePairs,
  matchAcross,
  proposedMatchScore,
} from '../../apps/api/src/modules/matching/index.js';
import { familyWithDuplicates, overlappingFiles } from './matching/overlap-generator.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const seed = option('seed', 20240601);
const runs = option('runs', 3);
const log = (text: string) => console.error(`[matching] ${text}`);

interface Quality {
  proposed: number;
  correct: number;
  expected: number;
}
const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

function timed<T>(run: () => T): { result: T; seconds: number[] } {
  const seconds: number[] = [];
  let result: T | undefined;
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    result = run();
    seconds.push((performance.now() - started) / 1000);
  }
  return { result: result!, seconds };
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const secondsText = (values: number[]) =>
  `${median(values).toFixed(2)} s (runs: ${values.map((v) => v.toFixed(2)).join(', ')})`;

function across(familySize: number, fileSize: number, overlap: number) {
  const { family, file, truth } = overlappingFiles(
    familySize,
    fileSize,
    overlap,
    seed + familySize,
  );
  const { result, seconds } = timed(() => matchAcross(file, family));
  const at = (minScore: number): Quality => {
    const proposed = result.filter((m) => m.score >= minScore);
    return {
      proposed: proposed.length,
      correct: proposed.filter((m) => truth.get(m.left) === m.right).length,
      expected: truth.size,
    };
  };
  log(`across ${fileSize} x ${familySize}: ${secondsText(seconds)}`);
  return {
    familySize,
    fileSize,
    overlap,
    seconds,
    proposed: at(proposedMatchScore),
    accepted: at(defaultAcceptScore),
  };
}

function duplicates(size: number, share: number) {
  const { persons, truth } = familyWithDuplicates(size, share, seed + size + 3);
  const { result, seconds } = timed(() => findDuplicatePairs(persons));
  const correct = result.filter((m) => truth.has(`${m.left}:${m.right}`)).length;
  log(`duplicates in ${persons.length}: ${secondsText(seconds)}`);
  return {
    size: persons.length,
    seconds,
    quality: { proposed: result.length, correct, expected: truth.size },
  };
}

const qualityCells = (q: Quality) =>
  `${q.expected} | ${q.proposed} | ${q.correct} | ${percent(q.correct, q.proposed)} | ${percent(q.correct, q.expected)}`;

function main() {
  const started = new Date();
  const load = os.loadavg()[0]!;
  const acrossRows = [across(1000, 1000, 0.6), across(10000, 10000, 0.6), across(10000, 2000, 0.9)];
  const duplicateRows = [duplicates(10000, 0.03), duplicates(100000, 0.03)];
  const lines = [
    '# Matching: precision, recall and timings (issue 33)',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:matching\``,
    `(seed ${seed}, ${runs} runs per row, median shown), ${os.cpus().length} cores, load average at start ${load.toFixed(1)}.`,
    'Generator: `bench/src/matching/overlap-generator.ts` (the bench family planner, then per copied',
    'person: given-name typo 15 %, surname typo 10 %, another spelling 10 %, swapped first and middle',
    'names 10 %, birth date dropped 20 %, year only 15 %, a year off 5 %, death date dropped 30 %).',
    '',
    '## matchAcross (a file against a family)',
    '',
    `Proposed: score ≥ ${proposedMatchScore}; accepted by default: ≥ ${defaultAcceptScore}. Precision: correct / proposed; recall: correct / shared persons.`,
    '',
    '| file × family | shared | threshold | proposed | correct | precision | recall | time (median) |',
    '| ------------- | ------ | --------- | -------- | ------- | --------- | ------ | ------------- |',
    ...acrossRows.flatMap((r) => [
      `| ${r.fileSize} × ${r.familySize} | ${r.proposed.expected} | ≥ ${proposedMatchScore} | ${r.proposed.proposed} | ${r.proposed.correct} | ${percent(r.proposed.correct, r.proposed.proposed)} | ${percent(r.proposed.correct, r.proposed.expected)} | ${secondsText(r.seconds)} |`,
      `| ${r.fileSize} × ${r.familySize} | ${r.accepted.expected} | ≥ ${defaultAcceptScore} | ${r.accepted.proposed} | ${r.accepted.correct} | ${percent(r.accepted.correct, r.accepted.proposed)} | ${percent(r.accepted.correct, r.accepted.expected)} | |`,
    ]),
    '',
    `## findDuplicatePairs (one family with 3 % of its persons entered twice; listed: score ≥ ${duplicateScore})`,
    '',
    '| persons | duplicates | proposed | correct | precision | recall | time (median) |',
    '| ------- | ---------- | -------- | ------- | --------- | ------ | ------------- |',
    ...duplicateRows.map(
      (r) => `| ${r.size} | ${qualityCells(r.quality)} | ${secondsText(r.seconds)} |`,
    ),
    '',
    'Targets: precision and recall > 95 %; 10,000 × 10,000 under 5 s; duplicates in 100,000 under 10 s.',
    `Load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)}.`,
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  writeFileSync(fileURLToPath(new URL('../results/matching.md', import.meta.url)), report);
}

main();

/** Diagnostics for findDuplicatePairs on the generated family: misses and false pairs. */
import { findDuplicatePairs } from '../../../apps/api/src/modules/matching/index.js';
import { familyWithDuplicates } from './overlap-generator.js';

const size = Number(process.argv[2] ?? 10000);
const seed = 20240601 + size + 3;
const { persons, truth } = familyWithDuplicates(size, 0.03, seed);
const byKey = new Map(persons.map((p) => [p.key, p]));
const all = findDuplicatePairs(persons, { minScore: 0 });
const scoreOf = new Map(all.map((m) => [`${m.left}:${m.right}`, m]));
const show = (k: string) => {
  const p = byKey.get(k)!;
  return `${p.firstName} ${p.middleName ?? ''} ${p.lastName} ${p.gender} b${p.dateOfBirth ?? '-'} d${p.dateOfDeath ?? '-'} f${p.father ?? '-'} m${p.mother ?? '-'} s${p.spouses.length} c${p.children.length}`;
};
const reasons = (m: { reasons: { code: string; points: number }[] }) =>
  m.reasons.map((r) => `${r.code}${r.points}`).join(' ');
let missed = 0;
const verbose = process.argv.includes('-v');
for (const t of truth) {
  const m = scoreOf.get(t);
  if (m && m.score >= Number(process.env.AT ?? 50)) continue;
  missed++;
  const [a, b] = t.split(':');
  if (verbose)
    console.log(
      `MISS ${m ? m.score : 'unblocked'} | ${show(a!)} || ${show(b!)} | ${m ? reasons(m) : ''}`,
    );
}
let fp = 0;
for (const m of all) {
  if (m.score < Number(process.env.AT ?? 50) || truth.has(`${m.left}:${m.right}`)) continue;
  fp++;
  if (verbose)
    console.log(`FALSE ${m.score} | ${show(m.left)} || ${show(m.right)} | ${reasons(m)}`);
}
const proposed = all.filter((m) => m.score >= Number(process.env.AT ?? 50)).length;
console.log(
  `truth ${truth.size} proposed ${proposed} missed ${missed} false ${fp} P ${((100 * (proposed - fp)) / proposed).toFixed(1)} R ${((100 * (truth.size - missed)) / truth.size).toFixed(1)}`,
);

/** Diagnostics for matchAcross on the generated files: the shared persons missed, and why. */
import { matchAcross } from '../../../apps/api/src/modules/matching/index.js';
import { overlappingFiles } from './overlap-generator.js';

const familySize = Number(process.argv[2] ?? 10000);
const fileSize = Number(process.argv[3] ?? 2000);
const overlap = Number(process.argv[4] ?? 0.9);
const { family, file, truth } = overlappingFiles(
  familySize,
  fileSize,
  overlap,
  20240601 + familySize,
);
const byKey = new Map([...family, ...file].map((p) => [p.key, p]));
const all = matchAcross(file, family, { minScore: 0 });
const matchOf = new Map(all.map((m) => [m.left, m]));
const show = (k: string) => {
  const p = byKey.get(k)!;
  return `${p.firstName} ${p.middleName ?? ''} ${p.lastName} ${p.gender} b${p.dateOfBirth ?? '-'} d${p.dateOfDeath ?? '-'} f${p.father ?? '-'} m${p.mother ?? '-'} s${p.spouses.length} c${p.children.length}`;
};
let missed = 0;
for (const [left, right] of truth) {
  const m = matchOf.get(left);
  if (m && m.right === right && m.score >= 50) continue;
  missed++;
  const what = !m ? 'none' : m.right === right ? `low ${m.score}` : `other ${m.score}`;
  if (process.argv.includes('-v'))
    console.log(
      `MISS ${what} | ${show(left)} || ${show(right)} | ${m ? m.reasons.map((r) => `${r.code}${r.points}`).join(' ') : ''}`,
    );
}
console.log(`missed ${missed} of ${truth.size}`);

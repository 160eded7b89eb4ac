/** CPU time (process.cpuUsage) of one findDuplicatePairs: wall time misleads on a loaded machine. */
import { findDuplicatePairs } from '../../../apps/api/src/modules/matching/index.js';
import { familyWithDuplicates } from './overlap-generator.js';

const size = Number(process.argv[2] ?? 100000);
const { persons } = familyWithDuplicates(size, 0.03, 20240601 + size + 3);
for (let run = 0; run < 2; run++) {
  const before = process.cpuUsage();
  const started = performance.now();
  const found = findDuplicatePairs(persons).length;
  const used = process.cpuUsage(before);
  console.log(
    `${persons.length} persons, ${found} pairs, cpu ${((used.user + used.system) / 1e6).toFixed(2)} s, wall ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
}

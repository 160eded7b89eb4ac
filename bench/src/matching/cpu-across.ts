/** CPU time (process.cpuUsage) of one matchAcross: wall time misleads on a loaded machine. */
import { matchAcross } from '../../../apps/api/src/modules/matching/index.js';
import { overlappingFiles } from './overlap-generator.js';

const size = Number(process.argv[2] ?? 10000);
const { family, file } = overlappingFiles(size, size, 0.6, 20240601 + size);
for (let run = 0; run < 3; run++) {
  const before = process.cpuUsage();
  const started = performance.now();
  const found = matchAcross(file, family).length;
  const used = process.cpuUsage(before);
  console.log(
    `file ${file.length} × family ${family.length}: ${found} matches, cpu ${((used.user + used.system) / 1e6).toFixed(2)} s, wall ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
}

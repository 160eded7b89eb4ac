/**
 * `npm run bench -- --lighthouse`: the Lighthouse bench (lighthouse-bench.ts, in a child process:
 * it starts the built product itself) and the first-load JavaScript of the public pages
 * (first-load.ts), both read from the build that `npm run build` left.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firstLoadOf, firstLoadTable, publicRoutes, readBuild } from './first-load.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webDist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const lighthouseBench = fileURLToPath(new URL('./lighthouse-bench.ts', import.meta.url));

export function lighthouseSection(log: (text: string) => void, runs = 3): string {
  if (!existsSync(`${webDist}.vite/manifest.json`) || !existsSync(`${root}apps/api/dist/main.js`)) {
    throw new Error('--lighthouse measures the built product: run npm run build first');
  }
  const build = readBuild(webDist);
  const firstLoad = firstLoadTable(publicRoutes.map((route) => firstLoadOf(build, route)));
  log('Lighthouse on the built product (bench/src/lighthouse-bench.ts)');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', lighthouseBench, '--runs', String(runs)],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`the Lighthouse bench failed (exit code ${run.status})`);
  // The product it starts prints its welcome first; the report starts at its own level-1 title.
  const report = run.stdout.slice(run.stdout.indexOf('# Lighthouse'));
  const lighthouse = report.trim().replace(/^# .*\n/, '');
  return [
    '## First-load JavaScript (bench/src/first-load-size.ts)',
    '',
    firstLoad,
    '',
    '## Lighthouse, mobile',
    lighthouse,
    '',
  ].join('\n');
}

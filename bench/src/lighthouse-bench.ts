/**
 * Lighthouse (mobile, its default simulated slow 4G and 4x slower CPU) on the demo family's home
 * and tree pages, served by the built product as `npm start` serves it (issue 18). Reports the
 * performance score, the paint and blocking figures, and the JavaScript the page loads.
 *
 *   npm run build && npx tsx bench/src/lighthouse-bench.ts [--runs 3] [--keep dir]
 *
 * `--keep dir` writes each run's full Lighthouse report (JSON) there, to find what costs the time
 * (bootup-time, mainthread-work-breakdown, long-tasks, layout-shifts, largest-contentful-paint-element).
 *
 * The server is `node apps/api/dist/main.js` in production mode on a temporary data folder with
 * the demo seeded; the browser is Debian's Chromium (CHROMIUM_PATH). The median run of each page
 * (by score) is printed and written to bench/results/lighthouse-latest.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { audit, type PageRun } from './lighthouse-audit.js';
import { freePort, startProduct } from './product-server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const log = (text: string) => console.error(`[lighthouse-bench] ${text}`);
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const keepArg = process.argv.indexOf('--keep');
const keepDir = keepArg > 0 ? path.resolve(process.argv[keepArg + 1]!) : undefined;

const medianRun = (list: PageRun[]) =>
  [...list].sort((a, b) => a.score - b.score)[Math.floor((list.length - 1) / 2)]!;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
  const port = await freePort();
  log(`starting the product on port ${port} (demo seeded)`);
  const server = await startProduct(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const pages = [
    { name: 'Demo home page', slug: 'home', url: `http://demo.localhost:${port}/` },
    { name: 'Demo family tree', slug: 'tree', url: `http://demo.localhost:${port}/familytree` },
  ];
  const rows: string[] = [];
  try {
    // One warm-up, so the first measured run does not pay for the server's cold caches.
    await audit(pages[0]!.url, chrome.port, log);
    for (const page of pages) {
      const list: PageRun[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await audit(
          page.url,
          chrome.port,
          log,
          keepDir ? { dir: keepDir, name: `${page.slug}-${i + 1}` } : undefined,
        );
        log(`${page.name} run ${i + 1}: score ${run.score}`);
        list.push(run);
      }
      const m = medianRun(list);
      rows.push(
        `| ${page.name} | ${m.score} | ${list.map((r) => r.score).join(', ')} | ` +
          `${(m.fcp / 1000).toFixed(2)} s | ${(m.lcp / 1000).toFixed(2)} s | ` +
          `${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.scriptKb.toFixed(0)} KB | ` +
          `${m.totalKb.toFixed(0)} KB |`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const load = os.loadavg().map((l) => l.toFixed(1));
  const report = [
    '# Lighthouse, mobile (issue 18)',
    '',
    `\`npx tsx bench/src/lighthouse-bench.ts --runs ${runs}\`, ${new Date().toISOString().slice(0, 10)}, ` +
      `Lighthouse ${lighthouseVersion()} in Debian's Chromium, mobile preset (simulated slow 4G, ` +
      `4x CPU slowdown), the built product in production mode on SQLite with the demo seeded. ` +
      `Load average at the end: ${load.join(', ')} on ${os.cpus().length} cores. The median run ` +
      'by score is shown; "JavaScript" is what the page transferred (compressed).',
    '',
    '| page | score | runs | first contentful paint | largest contentful paint | total blocking time | layout shift | JavaScript | everything |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  console.log(report);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'lighthouse-latest.md'), report);
}

function lighthouseVersion(): string {
  const manifest = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const log = (text: string) => console.error(`[lighthouse-bench] ${text}`);
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const keepArg = process.argv.indexOf('--keep');
const keepDir = keepArg > 0 ? path.resolve(process.argv[keepArg + 1]!) : undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startProduct(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WORKERS: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    if (Date.now() > deadline) throw new Error('the server did not get ready in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

function resourceKb(audits: Audits, type: string): number {
  const details = audits['resource-summary']?.details as
    { items: Array<{ resourceType: string; transferSize: number }> } | undefined;
  const item = details?.items.find((i) => i.resourceType === type);
  return (item?.transferSize ?? 0) / 1024;
}

/**
 * One Lighthouse run. On a loaded machine Lighthouse now and then loses the start of its trace
 * (NO_NAVSTART, "please run Lighthouse again"), before and after decision 0024 alike: that run is
 * done again, at most twice, and said in the log.
 */
async function lighthouseRun(url: string, chromePort: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) return result;
    log(`${url}: Lighthouse lost the start of its trace (NO_NAVSTART); running again`);
  }
}

async function audit(url: string, chromePort: number, keepAs?: string): Promise<PageRun> {
  const { lhr } = await lighthouseRun(url, chromePort);
  if (keepDir && keepAs) {
    mkdirSync(keepDir, { recursive: true });
    writeFileSync(path.join(keepDir, `${keepAs}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Audits;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: resourceKb(audits, 'script'),
    totalKb: resourceKb(audits, 'total'),
  };
}

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
    await audit(pages[0]!.url, chrome.port);
    for (const page of pages) {
      const list: PageRun[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await audit(page.url, chrome.port, `${page.slug}-${i + 1}`);
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

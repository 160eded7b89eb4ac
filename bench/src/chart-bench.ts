/// <reference lib="dom" />
/**
 * The descendant chart of the founder of the 10,000-person bench family in Chromium (issue 14):
 * time from navigation to the first drawn chart, and frame times while panning and zooming.
 *
 *   npm run build && npx tsx bench/src/chart-bench.ts [--runs 3]
 *
 * The real server (buildApp with the built web app) runs on a temporary SQLite database (or
 * DATABASE_URL's server); the browser is Debian's Chromium (CHROMIUM_PATH), headless, software
 * rendering, as in the e2e tests. The table is printed and written to bench/results/chart-latest.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/infra/config.js';
import { openBenchDatabase } from './bench-database.js';
import { planFamily } from './family-plan.js';
import { writeFamily } from './write-family.js';

const webDist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const log = (text: string) => console.error(`[chart-bench] ${text}`);
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Milliseconds from navigation start to the first animation frame with the chart drawn. */
async function timeToFirstDraw(page: Page, url: string): Promise<{ ms: number; cards: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const svg = document.querySelector('svg[aria-roledescription="chart"]');
      const drawn = svg?.querySelector('.chart-card, [data-overview]');
      return drawn
        ? { ms: performance.now(), cards: Number(svg!.getAttribute('data-cards')) }
        : null;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue())!;
}

/** Frame intervals (ms) recorded by requestAnimationFrame while `act` runs. */
async function frameTimes(page: Page, act: () => Promise<void>): Promise<number[]> {
  // A string, not a function: tsx would wrap the inner function in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    requestAnimationFrame(function tick(t) {
      window.__frames.push(t);
      if (window.__recording) requestAnimationFrame(tick);
    });
  })()`);
  await act();
  const stamps = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  return stamps.slice(1).map((t, i) => t - stamps[i]!);
}

async function pan(page: Page): Promise<void> {
  const box = (await page.locator('svg[aria-roledescription="chart"]').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  // Two seconds of dragging in a square, one move per ~16 ms.
  for (let i = 0; i < 120; i++) {
    const a = (i / 120) * 2 * Math.PI;
    await page.mouse.move(cx + 150 * Math.cos(a), cy + 150 * Math.sin(a));
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

async function zoom(page: Page): Promise<void> {
  const box = (await page.locator('svg[aria-roledescription="chart"]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, i < 30 ? -40 : 40);
    await page.waitForTimeout(16);
  }
}

function frameRow(name: string, frames: number[]): string {
  const long = frames.filter((f) => f > 1000 / 60 + 8).length;
  return `| ${name} | ${frames.length} | ${ms(median(frames))} | ${ms(percentile(frames, 95))} | ${ms(Math.max(...frames))} | ${long} |`;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('Run `npm run build` first.');
  const database = await openBenchDatabase(process.env.DATABASE_URL || undefined);
  const started = performance.now();
  try {
    const plan = planFamily({ size: 10_000, seed: 20240601 + 10_000 });
    const family = await writeFamily(database.handle, plan, 'bench10000');
    const founder = family.personIds[0]!;
    log(`${family.personIds.length} persons written (${plan.generations} generations)`);
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? undefined,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      BASE_DOMAIN: 'localhost',
    });
    const app = await buildApp(
      { ...database.handle, config },
      { logger: false, webDistDir: webDist },
    );
    await app.listen({ host: 'localhost', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const base = `http://bench10000.localhost:${port}/familytree/chart/descendants/${founder}`;
      const lines: string[] = [];
      const draws: string[] = [];
      for (const [name, query] of [
        ['4 generations (default)', ''],
        ['all generations (10,000 persons)', '?generations=all'],
      ] as const) {
        const times: number[] = [];
        let cards = 0;
        for (let i = 0; i < runs; i++) {
          const first = await timeToFirstDraw(page, base + query);
          times.push(first.ms);
          cards = first.cards;
        }
        // The API call alone, from the page, for the share of the first draw that is the server's.
        const apiPath = `/api/familyTree/id/${family.familyId}/member/${founder}/chart?ancestors=0&descendants=${query ? 300 : 3}`;
        const apiTimes: number[] = [];
        for (let i = 0; i < runs; i++) {
          apiTimes.push(
            await page.evaluate(async (url) => {
              const start = performance.now();
              await (await fetch(url)).json();
              return performance.now() - start;
            }, apiPath),
          );
        }
        const persons = await page.evaluate(
          () => document.querySelectorAll('.chart-print [data-person-id]').length || null,
        );
        draws.push(
          `| ${name} | ${times.map(ms).join(', ')} | ${ms(median(times))} | ${ms(median(apiTimes))} | ${cards} | ${persons ?? '–'} |`,
        );
        lines.push(frameRow(`${name}: pan (drag)`, await frameTimes(page, () => pan(page))));
        lines.push(frameRow(`${name}: zoom (wheel)`, await frameTimes(page, () => zoom(page))));
        await page.getByRole('button', { name: 'Fit the chart' }).click();
        lines.push(frameRow(`${name}: pan after Fit`, await frameTimes(page, () => pan(page))));
        log(`${name}: first draw ${times.map(ms).join(', ')}`);
      }
      const report = [
        `# Chart bench — ${new Date().toISOString().slice(0, 16)} UTC`,
        '',
        `${database.description}; Chromium headless (software rendering), 1280×900; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}; ${((performance.now() - started) / 1000).toFixed(0)} s.`,
        '',
        `Descendant chart of the founder of the 10,000-person bench family (${family.personIds.length} person rows with the outside spouses). First draw: navigation start to the first animation frame with the chart drawn (page load, app code, the chart chunk, the API call, layout and render); ${runs} loads, the first cold.`,
        '',
        '| chart | first draw (each load) | median | of which the API call (median) | cards in the page | persons in the print copy |',
        '| ----- | ---------------------- | ------ | ------------------------------ | ----------------- | ------------------------- |',
        ...draws,
        '',
        'Frame intervals while interacting (requestAnimationFrame; 16.7 ms is 60 fps; "long" is over 24.7 ms, a dropped frame):',
        '',
        '| interaction | frames | median | p95 | max | long |',
        '| ----------- | ------ | ------ | --- | --- | ---- |',
        ...lines,
        '',
      ].join('\n');
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(path.join(resultsDir, 'chart-latest.md'), report);
      console.log(report);
    } finally {
      await browser.close();
      await app.close();
    }
  } finally {
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

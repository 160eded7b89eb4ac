/**
 * `npm run bench:charts` (issue 32): draw time of a 10-generation pedigree and of a 1,000-descendant
 * chart on a desktop and a phone profile, frame rate while panning them by touch on the phone
 * profile, and Lighthouse (mobile) of a chart page and of the tree page. See bench/README.md.
 *
 *   npm run build && npm run bench:charts [-- --runs 5 --lighthouse-runs 3 --descendants 1000]
 *
 * The product is `apps/api/dist/main.js` on a fresh data folder (the demo seeded, then the two
 * bench families written through the data layer); the browser is Debian's Chromium.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { openDatabase } from '../../apps/api/src/infra/database.js';
import { planDescendants, planPedigree } from './charts/chart-families.js';
import { profile, summarise, type ProfileSummary } from './charts/cpu-profile.js';
import { drawProbe, measureDraw, type DrawRun } from './charts/draw-probe.js';
import { chartsReport, type ChartFigures } from './charts/charts-report.js';
import { touchPan, type PanRun } from './charts/touch-pan.js';
import { audit, type PageRun } from './lighthouse-audit.js';
import { freePort, startProduct } from './product-server.js';
import { writeFamily } from './write-family.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webDist = path.join(root, 'apps/web/dist');
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const log = (text: string) => console.error(`[charts-bench] ${text}`);

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const runs = option('runs', 5);
const lighthouseRuns = option('lighthouse-runs', 3);
const descendants = option('descendants', 1000);
const generations = option('generations', 10);

export interface Profile {
  name: 'desktop' | 'phone';
  describe: string;
  context: (browser: Browser) => Promise<BrowserContext>;
  cpu: number;
}

const profiles: Profile[] = [
  {
    name: 'desktop',
    describe: '1280×900, no throttling',
    context: (b) => b.newContext({ viewport: { width: 1280, height: 900 } }),
    cpu: 1,
  },
  {
    name: 'phone',
    describe: '390×844, device pixel ratio 3, touch, CPU 4× slower (CDP)',
    context: (b) =>
      b.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      }),
    cpu: 4,
  },
];

/** The demo family's person with the most known ancestors (the lowest id of those). */
async function demoPedigreePerson(dataDir: string): Promise<number> {
  const handle = openDatabase(null, dataDir);
  try {
    const rows = await handle.db
      .selectFrom('persons')
      .innerJoin('families', 'families.id', 'persons.family_id')
      .where('families.domain_name', '=', 'demo')
      .select(['persons.id', 'persons.father_id', 'persons.mother_id'])
      .orderBy('persons.id')
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const count = (id: number | null, seen = new Set<number>()): number => {
      const p = id === null ? undefined : byId.get(id);
      if (!p || seen.has(p.id)) return 0;
      seen.add(p.id);
      return 1 + count(p.father_id, seen) + count(p.mother_id, seen);
    };
    let best = rows[0]!.id;
    let most = -1;
    for (const r of rows) {
      const n = count(r.id) - 1;
      if (n > most) [best, most] = [r.id, n];
    }
    return best;
  } finally {
    await handle.db.destroy();
  }
}

async function writeBenchFamilies(dataDir: string) {
  const handle = openDatabase(null, dataDir);
  try {
    const pedigree = await writeFamily(handle, planPedigree(generations), 'chartpedigree');
    const tree = await writeFamily(handle, planDescendants(descendants), 'chartdescendants');
    return {
      pedigreeFocus: pedigree.personIds.at(-1)!,
      pedigreePersons: pedigree.personIds.length,
      founder: tree.personIds[0]!,
      treePersons: tree.personIds.length,
      treeDescendants: tree.plan.persons.filter((p) => p.fatherKey !== null).length,
      treeGenerations: tree.plan.generations,
    };
  } finally {
    await handle.db.destroy();
  }
}

const medianOf = (xs: number[]) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};

async function measureChart(
  browser: Browser,
  chart: { url: string },
  profileOf: Profile,
): Promise<{
  draws: DrawRun[];
  pans: PanRun[];
  drawProfile?: ProfileSummary;
  panProfile?: ProfileSummary;
}> {
  const context = await profileOf.context(browser);
  await context.addInitScript(drawProbe);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profileOf.cpu > 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profileOf.cpu });
    const draws: DrawRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await measureDraw(page, chart.url);
      log(`${profileOf.name} draw ${i + 1}: ${run.draw.toFixed(0)} ms (${run.cards} cards)`);
      draws.push(run);
    }
    if (profileOf.name !== 'phone') return { draws, pans: [] };
    // One more load, profiled (not in the figures): where the draw's time goes.
    const drawProfile = summarise(
      await profile(cdp, async () => void (await measureDraw(page, chart.url))),
      webDist,
    );
    // The lazy parts of the page (toolbar, zoom buttons) are in before the pans start.
    await page.waitForLoadState('networkidle');
    const pans: PanRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await touchPan(page, cdp);
      log(
        `${profileOf.name} pan ${i + 1}: ${run.fps.toFixed(1)} fps, worst ${run.worstFrame.toFixed(0)} ms`,
      );
      pans.push(run);
    }
    const panProfile = summarise(
      await profile(cdp, async () => void (await touchPan(page, cdp))),
      webDist,
    );
    return { draws, pans, drawProfile, panProfile };
  } finally {
    await context.close();
  }
}

async function lighthouseOf(pages: Array<{ name: string; url: string }>) {
  // Lighthouse's defaults: its mobile preset and simulated throttling; Chromium only with what
  // headless as root needs.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const result: Array<{ name: string; url: string; runs: PageRun[] }> = [];
    for (const page of pages) {
      // One untimed load first, so that no figure pays for the server's or Chromium's cold start.
      await audit(page.url, chrome.port, log);
      const list: PageRun[] = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        const run = await audit(page.url, chrome.port, log);
        log(`Lighthouse ${page.name} ${i + 1}: ${run.score}`);
        list.push(run);
      }
      result.push({ ...page, runs: list });
    }
    return result;
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  if (
    !existsSync(path.join(webDist, 'index.html')) ||
    !existsSync(path.join(root, 'apps/api/dist/main.js'))
  )
    throw new Error('The bench measures the built product: run `npm run build` first.');
  const started = new Date();
  const loadAtStart = os.loadavg();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charts-bench-'));
  const port = await freePort();
  log(`starting the product on port ${port} (demo seeded)`);
  const server = await startProduct(port, dataDir);
  try {
    const families = await writeBenchFamilies(dataDir);
    const demoPerson = await demoPedigreePerson(dataDir);
    log(
      `families written: pedigree ${families.pedigreePersons}, descendants ${families.treePersons}`,
    );
    const site = (domain: string, p: string) => `http://${domain}.localhost:${port}${p}`;
    const charts = [
      {
        name: `Pedigree, ${generations} generations (${families.pedigreePersons} persons)`,
        url: site(
          'chartpedigree',
          `/familytree/chart/pedigree/${families.pedigreeFocus}?generations=${generations}`,
        ),
      },
      {
        name: `Descendants, all generations (${families.treeDescendants} descendants, ${families.treePersons} persons with spouses, ${families.treeGenerations} generations)`,
        url: site(
          'chartdescendants',
          `/familytree/chart/descendants/${families.founder}?generations=all`,
        ),
      },
    ];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const figures: ChartFigures[] = [];
    try {
      for (const chart of charts) {
        for (const p of profiles) {
          log(`${chart.name}, ${p.name}`);
          figures.push({
            chart: chart.name,
            url: chart.url,
            profile: p,
            ...(await measureChart(browser, chart, p)),
          });
        }
      }
    } finally {
      await browser.close();
    }
    const lighthouse = await lighthouseOf(
      lighthouseRuns === 0
        ? []
        : [
            {
              name: 'Demo pedigree chart',
              url: site('demo', `/familytree/chart/pedigree/${demoPerson}`),
            },
            { name: 'Demo family tree', url: site('demo', '/familytree') },
          ],
    );
    const report = chartsReport({
      started,
      loadAtStart,
      loadAtEnd: os.loadavg(),
      runs,
      figures,
      lighthouse,
      median: medianOf,
    });
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'charts.md'), report);
    console.log(report);
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

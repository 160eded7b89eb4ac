import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { PageRun } from '../lighthouse-audit.js';
import type { HotFunction, ProfileSummary } from './cpu-profile.js';
import type { DrawRun } from './draw-probe.js';
import type { PanRun } from './touch-pan.js';

export interface ChartFigures {
  chart: string;
  url: string;
  profile: { name: string; describe: string };
  draws: DrawRun[];
  pans: PanRun[];
  drawProfile?: ProfileSummary;
  panProfile?: ProfileSummary;
}

interface ReportInput {
  started: Date;
  loadAtStart: number[];
  loadAtEnd: number[];
  runs: number;
  figures: ChartFigures[];
  lighthouse: Array<{ name: string; url: string; runs: PageRun[] }>;
  median: (xs: number[]) => number;
}

const targets = { drawMs: 300, fps: 58, lighthouse: 90 };

const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '–');
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

function chromiumVersion(): string {
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
    })
      .split('\n')
      .find((l) => l.startsWith('Chromium'))!
      .trim();
  } catch {
    return 'Chromium';
  }
}

function profileTable(title: string, p: ProfileSummary | undefined): string[] {
  if (!p) return [];
  const row = (h: HotFunction) =>
    `| ${h.selfMs.toFixed(1)} ms | ${h.totalMs.toFixed(1)} ms | \`${h.name}\` | ${h.file} | \`${h.code.replace(/[|`]/g, ' ')}\` |`;
  const head = ['| self | total | function | file | code |', '| --- | --- | --- | --- | --- |'];
  return [
    `${title}: ${ms(p.totalMs)} sampled, ${ms(p.scriptMs)} in the page's scripts, ${ms(p.gcMs)} garbage collection.`,
    '',
    "Longest self time (the build is minified: the start of each function's code names it):",
    '',
    ...head,
    ...p.hot.map(row),
    '',
    "Longest total time outside React's own chunk (`index-*.js`), the components and handlers that run:",
    '',
    ...head,
    ...p.inclusive.map(row),
    '',
  ];
}

export function chartsReport(input: ReportInput): string {
  const { figures, median, lighthouse } = input;
  const draws = figures.map((f) => ({ f, draw: median(f.draws.map((d) => d.draw)) }));
  const pans = figures.filter((f) => f.pans.length > 0);
  const fpsOf = (f: ChartFigures) => median(f.pans.map((p) => p.fps));
  const chartPage = lighthouse[0];
  const chartScore = chartPage ? median(chartPage.runs.map((r) => r.score)) : NaN;
  const busy = input.loadAtStart[0]! > 0.5;

  const targetRows = [
    ...draws
      .filter(({ f }) => f.profile.name === 'desktop')
      .map(
        ({ f, draw }) =>
          `| ${f.chart}: draw, desktop (median) | under ${targets.drawMs} ms | ${ms(draw)} | ${met(draw < targets.drawMs)} |`,
      ),
    ...pans.map(
      (f) =>
        `| ${f.chart}: panning, phone 4× CPU (median) | 60 fps (${targets.fps} or more measured) | ${fpsOf(f).toFixed(1)} fps | ${met(fpsOf(f) >= targets.fps)} |`,
    ),
  ];
  if (chartPage) {
    targetRows.push(
      `| Lighthouse mobile, ${chartPage.name} (median) | ${targets.lighthouse} or more | ${chartScore} | ${met(chartScore >= targets.lighthouse)} |`,
    );
  }

  const drawRows = figures.map((f) => {
    const d = f.draws;
    const m = (pick: (r: DrawRun) => number) => ms(median(d.map(pick)));
    return `| ${f.chart} | ${f.profile.name} | ${d.map((r) => ms(r.draw)).join(', ')} | **${m((r) => r.draw)}** | ${m((r) => r.toDom)} | ${m((r) => r.fromNavigation)} | ${m((r) => r.api)} | ${median(d.map((r) => r.cards))} | ${median(d.map((r) => r.allCards))} |`;
  });
  const frameRows = figures.map((f) => {
    const sorted = [...f.draws].sort((a, b) => a.draw - b.draw);
    const lf = sorted[Math.floor((sorted.length - 1) / 2)]!.longestFrame;
    if (!lf) return `| ${f.chart} | ${f.profile.name} | – | – | – | – |`;
    return `| ${f.chart} | ${f.profile.name} | ${ms(lf.duration)} | ${ms(lf.script)} | ${ms(lf.styleAndLayout)} | ${lf.scripts.map((s) => `${s.what} ${ms(s.ms)}`).join('; ')} |`;
  });
  const panRows = pans.map((f) => {
    const p = f.pans;
    const m = (pick: (r: PanRun) => number) => median(p.map(pick));
    return `| ${f.chart} | ${p.map((r) => r.fps.toFixed(1)).join(', ')} | **${m((r) => r.fps).toFixed(1)}** | ${p.map((r) => ms(r.worstFrame)).join(', ')} | ${m((r) => r.longFrames)} | ${m((r) => r.seconds).toFixed(1)} s | ${m((r) => r.movedFrames)} of ${m((r) => r.frames)} | ${Math.round(m((r) => r.moved))} px | ${m((r) => r.cardsAdded)} / ${m((r) => r.cardsRemoved)} | ${m((r) => r.attributeChanges)} |`;
  });
  const lighthouseRows = lighthouse.flatMap((page) =>
    page.runs.map(
      (r, i) =>
        `| ${page.name} | ${i + 1} | ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.scriptKb.toFixed(0)} KB |`,
    ),
  );
  const lighthouseMedians = lighthouse.map(
    (page) =>
      `${page.name} (\`${pathOf(page.url)}\`): median score ${median(page.runs.map((r) => r.score))}, blocking time ${ms(median(page.runs.map((r) => r.tbt)))}, LCP ${(median(page.runs.map((r) => r.lcp)) / 1000).toFixed(2)} s, layout shift ${median(page.runs.map((r) => r.cls)).toFixed(3)}.`,
  );

  return [
    `# Chart bench (issue 32) — ${input.started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`npm run bench:charts\`: the built product (\`apps/api/dist/main.js\`, production, SQLite, fresh data folder) and ${chromiumVersion()}, headless, software rendering. ${os.cpus().length} cores; load average at the start ${load(input.loadAtStart)}, at the end ${load(input.loadAtEnd)}.` +
      (busy
        ? ' Other work was running on the machine (load above 0.5 at the start): every figure here is slower than on a quiet machine.'
        : ''),
    '',
    '## Targets',
    '',
    '| target | wanted | measured | |',
    '| --- | --- | --- | --- |',
    ...targetRows,
    '',
    '## Draw time',
    '',
    `${input.runs} loads of each chart and profile, every run shown. **Draw**: from data-ready (the last byte of the chart API answer, its resource timing) to the end of the frame that paints the interactive chart's first cards (a MutationObserver sees the cards, then a requestAnimationFrame and a message posted from it). It holds reading the JSON, the layout, React's render of the page (with the hidden print copy, whose cards count in "cards in the page"), style, layout and paint. Profiles: desktop ${figures.find((f) => f.profile.name === 'desktop')?.profile.describe ?? ''}; phone ${figures.find((f) => f.profile.name === 'phone')?.profile.describe ?? ''}.`,
    '',
    '| chart | profile | draw, each run | draw, median | to the cards in the page (median) | from navigation start (median) | API call (median) | cards on screen | cards in the page |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...drawRows,
    '',
    'The longest animation frame of the median run between data-ready and the paint (Long Animation Frames API; script and style/layout/paint parts, and its longest scripts):',
    '',
    '| chart | profile | frame | script | style, layout, paint | longest scripts |',
    '| --- | --- | --- | --- | --- | --- |',
    ...frameRows,
    '',
    '## Panning on the phone profile',
    '',
    `${input.runs} pans of each chart, each one finger on the touch screen (CDP \`Input.dispatchTouchEvent\`): touchStart, a touchMove every 16 ms for 2 s on a diagonal out and back (up to 280 × 440 px), touchEnd, on the chart as first drawn. Frames counted with requestAnimationFrame in the page; "long" frames are over 25 ms (a dropped frame at 60 Hz); "pan took" is from the first to the last frame recorded (more than 2 s when the touch events could not be delivered that fast); "moved" frames are those where the chart's transform changed; the cards added / removed and the chart's attribute changes are counted by a MutationObserver.`,
    '',
    '| chart | fps, each run | fps, median | worst frame, each run | long frames (median) | pan took (median) | moved frames / frames (median) | chart moved (median) | cards added / removed (median) | attribute changes (median) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...panRows,
    '',
    '## Where the time goes (phone profile, one more load and pan, not in the figures)',
    '',
    ...figures.flatMap((f) => [
      ...profileTable(
        `**${f.chart}, first draw** (navigation to the painted cards)`,
        f.drawProfile,
      ),
      ...profileTable(`**${f.chart}, one pan**`, f.panProfile),
    ]),
    '## Lighthouse, mobile',
    '',
    `Lighthouse's defaults (mobile preset, simulated slow 4G and 4× CPU), Chromium with only \`--headless=new --no-sandbox\`; one untimed run of each page first (not in the figures), then every run is shown.`,
    '',
    '| page | run | score | first contentful paint | largest contentful paint | total blocking time | layout shift | JavaScript |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouseRows,
    '',
    ...lighthouseMedians.map((l) => `- ${l}`),
    '',
  ].join('\n');
}

/**
 * Issue 30's targets for the family's research, through the real server:
 *
 *   npx tsx bench/src/research-bench.ts profile            # 50 citations and 20 media, or none
 *   npx tsx bench/src/research-bench.ts gedzip 100,1000    # the GEDZIP export's memory by photos
 *
 * `profile` imports a GEDZIP with a person who has 50 citations, 20 stored photos and 5 shared
 * notes and one who has none, then times each call the profile makes (200 sequential requests
 * each, median and 95th percentile). `gedzip` imports N persons with a photo each, in a child
 * process per size, then streams the family's GEDZIP export and samples the process's RSS
 * during it: a streamed export holds one file at a time, whatever the number of photos.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server.js';
import { openBenchDatabase } from './bench-database.js';
import { newBenchFamily, type BenchFamily } from './bench-family.js';
import { getText, importInto } from './gedcom-http.js';
import { writePhotosZip, writeProfileZip } from './research-files.js';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-research-bench-'));

async function withServer<T>(run: (url: string, family: BenchFamily) => Promise<T>): Promise<T> {
  const database = await openBenchDatabase(process.env.DATABASE_URL || undefined);
  const app = await startAppServer(database);
  try {
    const family = await newBenchFamily(database, app, 'research', 'Research');
    return await run(app.url, family);
  } finally {
    await app.close();
    await database.dispose();
  }
}

async function imported(url: string, family: BenchFamily, file: string) {
  const failed = await importInto(url, family, file);
  if (failed) throw new Error(`import ${failed}`);
}

async function personIdOf(url: string, family: BenchFamily, name: string): Promise<number> {
  const res = await getText(
    `${url}/api/familyTree/member/search?familyId=${family.familyId}&name=${encodeURIComponent(name)}`,
    { host: family.host, ...family.auth },
  );
  const list = JSON.parse(res.body) as Array<{ personId: number }>;
  if (!list[0]) throw new Error(`no person named ${name}: ${res.status} ${res.body.slice(0, 200)}`);
  return list[0].personId;
}

/** Median and 95th percentile of `runs` sequential GETs, in ms. */
async function timed(url: string, family: BenchFamily, urlPath: string, runs = 200) {
  const times: number[] = [];
  for (let run = 0; run < runs + 20; run++) {
    const start = performance.now();
    const res = await getText(url + urlPath, { host: family.host, ...family.auth });
    if (res.status !== 200) throw new Error(`GET ${urlPath} answered ${res.status}`);
    // The first 20 warm the statement cache and the JIT.
    if (run >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}

async function profileRows(): Promise<string> {
  const file = path.join(folder, 'profile.zip');
  await writeProfileZip(file);
  return withServer(async (url, family) => {
    await imported(url, family, file);
    const f = family.familyId;
    const calls = (id: number) => ({
      'profile (member profile)': `/api/member/${id}/profile`,
      'immediate family': `/api/familyTree/member/${id}`,
      citations: `/api/family/${f}/persons/${id}/citations`,
      notes: `/api/family/${f}/persons/${id}/notes`,
      media: `/api/family/${f}/persons/${id}/media`,
    });
    const cited = calls(await personIdOf(url, family, 'Cited'));
    const plain = calls(await personIdOf(url, family, 'Plain'));
    // The import made what the rows claim: 50 citations, 5 notes, 20 stored photos.
    for (const [call, expected] of [
      ['citations', 50],
      ['notes', 5],
      ['media', 20],
    ] as const) {
      const res = await getText(url + cited[call], { host: family.host, ...family.auth });
      const items = JSON.parse(res.body) as Array<{ url?: string }>;
      if (items.length !== expected) throw new Error(`${call}: ${items.length}, not ${expected}`);
      if (call === 'media' && items.some((m) => !m.url)) throw new Error('a photo not stored');
    }
    const rows = [
      '| call | 50 citations, 20 media: median | p95 | none: median | p95 |',
      '| ---- | ------------------------------ | --- | ------------ | --- |',
    ];
    for (const name of Object.keys(cited) as Array<keyof typeof cited>) {
      const a = await timed(url, family, cited[name]);
      const b = await timed(url, family, plain[name]);
      const ms = (x: number) => `${x.toFixed(2)} ms`;
      rows.push(`| ${name} | ${ms(a.median)} | ${ms(a.p95)} | ${ms(b.median)} | ${ms(b.p95)} |`);
    }
    return rows.join('\n');
  });
}

/** Streams a GET to nowhere, sampling this process's RSS every 10 ms; answers bytes and peak. */
function streamedPeak(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; peakRss: number }>((resolve, reject) => {
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          clearInterval(sampler);
          resolve({ status: response.statusCode ?? 0, bytes, peakRss });
        });
      })
      .on('error', (error) => {
        clearInterval(sampler);
        reject(error);
      });
  });
}

/** One size, in this process: prints one markdown row. */
async function gedzipRow(photos: number): Promise<void> {
  const file = path.join(folder, `photos-${photos}.zip`);
  await writePhotosZip(file, photos);
  const row = await withServer(async (url, family) => {
    const importStart = performance.now();
    await imported(url, family, file);
    const importSeconds = (performance.now() - importStart) / 1000;
    global.gc?.();
    const before = process.memoryUsage().rss;
    const exportStart = performance.now();
    const exported = await streamedPeak(
      `${url}/api/family/${family.familyId}/gedcom/export?version=7&format=zip`,
      { host: family.host, ...family.auth },
    );
    if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
    const exportSeconds = (performance.now() - exportStart) / 1000;
    return (
      `| ${photos.toLocaleString('en')} | ${megabytes(statSync(file).size)} | ` +
      `${importSeconds.toFixed(1)} s | ${exportSeconds.toFixed(1)} s | ${megabytes(exported.bytes)} | ` +
      `${megabytes(before)} | ${megabytes(exported.peakRss)} | ` +
      `${megabytes(exported.peakRss - before)} |`
    );
  });
  console.log(row);
}

function gedzipTable(sizes: number[]): string {
  const self = fileURLToPath(import.meta.url);
  const rows = [
    '| photos | GEDZIP in | import | export (streamed) | GEDZIP out | RSS before export | peak RSS during export | growth |',
    '| ------ | --------- | ------ | ----------------- | ---------- | ----------------- | ---------------------- | ------ |',
  ];
  for (const size of sizes)
    rows.push(
      execFileSync(
        process.execPath,
        ['--expose-gc', ...process.execArgv, self, 'gedzip-row', String(size)],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      ).trim(),
    );
  return rows.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [what, sizes] = process.argv.slice(2);
  try {
    if (what === 'gedzip-row') await gedzipRow(Number(sizes));
    else if (what === 'gedzip')
      console.log(gedzipTable((sizes ?? '100,1000').split(',').map(Number)));
    else console.log(await profileRows());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

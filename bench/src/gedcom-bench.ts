/**
 * GEDCOM import and export through the real server (issue 13): a generated file of N persons is
 * uploaded over HTTP, the import job polled until done, then the family exported over HTTP and
 * read as a stream. Each size runs in a child process of its own, so that its peak RSS is its own:
 *
 *   npx tsx bench/src/gedcom-bench.ts 10000,100000          # SQLite
 *   DATABASE_URL=postgres://… npx tsx bench/src/gedcom-bench.ts 10000,100000
 *   GEDCOM_BENCH_EXPORTS=3 npx tsx bench/src/gedcom-bench.ts 100000   # one import, three exports
 *   GEDCOM_BENCH_RESEARCH=1 npx tsx bench/src/gedcom-bench.ts 10000   # with sources, notes, media
 *
 * `npm run bench` runs the same rows for its sizes of 10,000 persons and more.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateGedcom } from '../../apps/api/src/modules/gedcom/gedcom-generator.js';
import { startAppServer } from './app-server.js';
import { openBenchDatabase } from './bench-database.js';
import { newBenchFamily } from './bench-family.js';
import { importInto } from './gedcom-http.js';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Reads a GET as a stream, keeping only the byte count (as a browser saving the download). */
function download(baseUrl: string, urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; persons: number }>((resolve, reject) => {
    http
      .get(baseUrl + urlPath, { headers }, (response) => {
        let bytes = 0;
        let persons = 0;
        // A record's line may be split between two chunks: carry the unfinished line over.
        let rest = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          bytes += Buffer.byteLength(chunk);
          const lines = (rest + chunk).split('\n');
          rest = lines.pop()!;
          for (const line of lines) if (line.endsWith(' INDI') && line.startsWith('0 @')) persons++;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, persons }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** One size, in this process: prints one markdown row. */
async function runSize(file: string, persons: number): Promise<void> {
  const database = await openBenchDatabase(process.env.DATABASE_URL || undefined);
  const app = await startAppServer(database);
  try {
    const fileBytes = statSync(file).size;

    /** A new family and its admin's token; `n` tells the families of one run apart. */
    const newFamily = (n: number) =>
      newBenchFamily(
        database,
        app,
        n === 0 ? `ged${persons}` : `ged${persons}x${n}`,
        `GEDCOM ${persons}`,
      );

    /** Uploads the file into the family and waits for its job; answers the seconds. */
    const timedImport = async (family: Awaited<ReturnType<typeof newFamily>>) => {
      const importStart = performance.now();
      const failed = await importInto(app.url, family, file);
      if (failed) throw new Error(`import ${failed}`);
      return (performance.now() - importStart) / 1000;
    };

    const family = await newFamily(0);
    const { familyId, host, auth } = family;
    // GEDCOM_BENCH_IMPORTS=n imports the file n times, each into a family of its own (the row
    // shows the first; each time and its CPU go to stderr, then the medians): the import's CPU
    // is compared before and after a change without the noise of one run on a shared machine.
    // GEDCOM_BENCH_IMPORT_PROFILE=file.cpuprofile: a CPU profile of those imports.
    const importRuns = Math.max(1, Number(process.env.GEDCOM_BENCH_IMPORTS ?? 1));
    const importProfile = process.env.GEDCOM_BENCH_IMPORT_PROFILE;
    const importInspector = importProfile ? new Session() : null;
    if (importInspector) {
      importInspector.connect();
      await importInspector.post('Profiler.enable');
      await importInspector.post('Profiler.start');
    }
    let importSeconds = 0;
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let run = 0; run < importRuns; run++) {
      const target = run === 0 ? family : await newFamily(run);
      const cpuStart = process.cpuUsage();
      const seconds = await timedImport(target);
      const cpu = process.cpuUsage(cpuStart);
      if (run === 0) importSeconds = seconds;
      walls.push(seconds);
      cpus.push((cpu.user + cpu.system) / 1e6);
      if (importRuns > 1)
        console.error(
          `${persons} persons: import ${run + 1}: ${seconds.toFixed(2)} s, ` +
            `CPU ${cpus[run]!.toFixed(2)} s (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
    }
    if (importRuns > 1) {
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      console.error(
        `${persons} persons: import median ${median(walls).toFixed(2)} s, ` +
          `CPU median ${median(cpus).toFixed(2)} s over ${importRuns}`,
      );
    }
    if (importInspector && importProfile) {
      const { profile: taken } = await importInspector.post('Profiler.stop');
      writeFileSync(importProfile, JSON.stringify(taken));
      importInspector.disconnect();
    }
    // The import's own peak: the export after it may reach its own.
    const importPeak = process.resourceUsage().maxRSS * 1024;

    // GEDCOM_BENCH_EXPORTS=n exports n times after the one import (the row shows the first; each
    // time goes to stderr): export changes are measured without re-importing for every try.
    const exportRuns = Math.max(1, Number(process.env.GEDCOM_BENCH_EXPORTS ?? 1));
    let exportSeconds = 0;
    let exported = { status: 0, bytes: 0, persons: 0 };
    // GEDCOM_BENCH_PROFILE=file.cpuprofile: a CPU profile of the exports only (not the import).
    const profile = process.env.GEDCOM_BENCH_PROFILE;
    const inspector = profile ? new Session() : null;
    if (inspector) {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    }
    for (let run = 0; run < exportRuns; run++) {
      const exportStart = performance.now();
      const cpuStart = process.cpuUsage();
      exported = await download(app.url, `/api/family/${familyId}/gedcom/export`, {
        host,
        ...auth,
      });
      const seconds = (performance.now() - exportStart) / 1000;
      const cpu = process.cpuUsage(cpuStart);
      if (run === 0) exportSeconds = seconds;
      // CPU time of the process (server and client) says less about the other load on the machine.
      if (exportRuns > 1)
        console.error(
          `${persons} persons: export ${run + 1}: ${seconds.toFixed(2)} s, ` +
            `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s`,
        );
    }
    if (exported.status !== 200 || exported.persons !== persons)
      throw new Error(`export answered ${exported.status} with ${exported.persons} persons`);
    if (inspector && profile) {
      const { profile: taken } = await inspector.post('Profiler.stop');
      writeFileSync(profile, JSON.stringify(taken));
      inspector.disconnect();
    }
    const peak = process.resourceUsage().maxRSS * 1024;
    console.log(
      `| ${persons.toLocaleString('en')} | ${megabytes(fileBytes)} | ${importSeconds.toFixed(2)} s | ` +
        `${Math.round(persons / importSeconds).toLocaleString('en')} | ${exportSeconds.toFixed(2)} s | ` +
        `${megabytes(exported.bytes)} | ${megabytes(importPeak)} | ${megabytes(peak)} |`,
    );
  } finally {
    await app.close();
    await database.dispose();
  }
}

/** Runs every size in its own child process; answers the markdown table. */
export function gedcomTable(sizes: number[]): string {
  const self = fileURLToPath(import.meta.url);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-gedcom-bench-'));
  const rows = [
    '| persons | file | import (upload to done) | persons/s | export (streamed) | exported | peak RSS at import done | peak RSS of the process |',
    '| ------- | ---- | ----------------------- | --------- | ----------------- | -------- | ----------------------- | ----------------------- |',
  ];
  try {
    for (const size of sizes) {
      const file = path.join(folder, `${size}.ged`);
      writeFileSync(
        file,
        generateGedcom(size, { research: process.env.GEDCOM_BENCH_RESEARCH === '1' }),
      );
      rows.push(
        // --expose-gc as `npm start` runs the server (release-memory.ts).
        execFileSync(
          process.execPath,
          ['--expose-gc', ...process.execArgv, self, file, String(size)],
          {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        ).trim(),
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return rows.join('\n');
}

const [first, second] = process.argv.slice(2);
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (first && second) await runSize(first, Number(second));
  else console.log(gedcomTable((first ?? '10000,100000').split(',').map(Number)));
}

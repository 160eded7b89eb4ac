import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, type RunningServer } from './app-server.js';
import { openBenchDatabase, type BenchDatabase } from './bench-database.js';
import { startBaselineServer } from './baseline-server.js';
import { planFamily } from './family-plan.js';
import { startLoadGenerator } from './measure.js';
import { measureFamily } from './measure-family.js';
import { parseOptions } from './options.js';
import { openRawDatabase, type RawDatabase } from './raw-database.js';
import { renderReport, type SizeResult } from './report.js';
import { writeFamily, type WrittenFamily } from './write-family.js';
import { gedcomTable } from './gedcom-bench.js';
import { lighthouseSection } from './lighthouse-step.js';
import { measureWorkers } from './workers-bench.js';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const log = (text: string) => console.error(`[bench] ${text}`);
const deepGenerations = 45;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const loadAtStart = os.loadavg()[0]!;
  const cleanups: Array<() => Promise<void>> = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    const database: BenchDatabase = await openBenchDatabase(process.env.DATABASE_URL || undefined);
    cleanups.push(database.dispose);
    log(database.description);

    const families: WrittenFamily[] = [];
    for (const size of options.sizes) {
      const plan = planFamily({ size, seed: options.seed + size });
      const family = await writeFamily(database.handle, plan, `bench${size}`);
      log(
        `${size} persons: ${plan.generations} generations, ${family.personIds.length} rows written in ${family.seconds.toFixed(1)} s`,
      );
      families.push(family);
    }
    if (options.deep > 0) {
      // Find Relation's hard case (issue 15): long lines and pedigree collapse.
      const plan = planFamily({
        size: options.deep,
        seed: options.seed + options.deep + 1,
        generations: deepGenerations,
        cousinMarriageRate: 0.03,
      });
      const family = await writeFamily(database.handle, plan, `deep${options.deep}`);
      log(
        `deep family of ${options.deep} persons: ${plan.generations} generations, ` +
          `${plan.cousinMarriages} cousin marriages of ${plan.unions.length}`,
      );
      families.push(family);
    }

    const app: RunningServer = await startAppServer(database);
    cleanups.push(app.close);
    const raw: RawDatabase = openRawDatabase(database);
    cleanups.push(raw.close);
    const baseline = await startBaselineServer(raw);
    cleanups.push(baseline.close);

    const load = startLoadGenerator();
    cleanups.push(load.close);

    const sizes: SizeResult[] = [];
    for (const family of families) {
      sizes.push(
        await measureFamily(
          family,
          { app, baseline, raw, load, handle: database.handle },
          options,
          log,
        ),
      );
    }

    // Member detail on the server as `npm start` runs it, with one and two processes (issue 18).
    const largest = families
      .slice(0, options.sizes.length)
      .reduce((a, b) => (b.plan.size > a.plan.size ? b : a), families[0]!);
    const measuresDetail = options.rows === null || 'member detail'.includes(options.rows);
    const workers =
      options.workers.length && measuresDetail
        ? await measureWorkers(database, largest, load, options, log)
        : '';

    // GEDCOM import and export (issue 13), each size in a process of its own for its peak RSS.
    const gedcomSizes = options.sizes.filter((size) => size >= 10_000);
    log(`GEDCOM import and export: ${gedcomSizes.join(', ')} persons`);
    const gedcom = gedcomSizes.length ? gedcomTable(gedcomSizes) : '';

    const report = renderReport({
      date: new Date(),
      database: database.description,
      dialect: database.handle.dialect,
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
      loadAverage: [loadAtStart, os.loadavg()[0]!],
      sizes,
      seconds: (performance.now() - started) / 1000,
    })
      .concat(workers ? `\n## Server processes (WORKERS)\n\n${workers}\n` : '')
      .concat(gedcom ? `\n## GEDCOM import and export\n\n${gedcom}\n` : '')
      .concat(options.lighthouse ? `\n${lighthouseSection(log)}` : '');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'latest.md'), report);
    writeFileSync(path.join(resultsDir, `latest-${database.handle.dialect}.md`), report);
    console.log(report);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

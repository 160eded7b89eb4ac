/**
 * The family statistics on a family of 100,000 persons (issue 32): GET
 * /api/family/{familyId}/statistics through the real app (buildApp, app.inject, an anonymous
 * visitor), under the default setting (year of birth: every birth counts) and under "names only"
 * (the living rule filters the births), and each of its statements alone, to see which one costs.
 *
 *   npm run bench:statistics                                   (SQLite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:statistics
 *
 * PERSONS and RUNS change the size and the number of timed runs. Each database writes its own
 * section of bench/results/statistics.md and keeps the other's.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, statisticsLimits } from '@familytree/shared';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/infra/config.js';
import { todayUtc } from '../../apps/api/src/modules/access/privacy.js';
import * as statistics from '../../apps/api/src/modules/statistics/statistics.repository.js';
import { openBenchDatabase } from './bench-database.js';
import { planFamily } from './family-plan.js';
import { familyHost } from './http-get.js';
import { writeFamily } from './write-family.js';

const size = Number(process.env.PERSONS ?? 100_000);
const runs = Number(process.env.RUNS ?? 7);
const resultsFile = fileURLToPath(new URL('../results/statistics.md', import.meta.url));
const log = (text: string) => console.error(`[statistics-bench] ${text}`);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** One untimed call (caches, plans), then `runs` timed ones; the last answer comes back too. */
async function timed<T>(call: () => Promise<T>): Promise<{ times: number[]; answer: T }> {
  let answer = await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    answer = await call();
    times.push(performance.now() - t0);
  }
  return { times, answer };
}

/** The section of the results file for `dialect`, the other database's section kept. */
function writeSection(dialect: string, section: string): void {
  const marker = (d: string) => `<!-- ${d} -->`;
  const old = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const d of ['sqlite', 'postgres']) {
    const start = old.indexOf(marker(d));
    if (start < 0) continue;
    const end = old.indexOf('<!-- ', start + marker(d).length);
    sections.set(d, old.slice(start, end < 0 ? undefined : end).trimEnd());
  }
  sections.set(dialect, `${marker(dialect)}\n${section.trimEnd()}`);
  const head = [
    '# Family statistics bench (issue 32)',
    '',
    'GET /api/family/{familyId}/statistics on the bench family (bench/src/family-plan.ts), through the real app (buildApp, `app.inject`, an anonymous visitor), and each repository statement alone. One untimed call first, then the timed runs; medians. Answer: the first 12 hex digits of the SHA-256 of the JSON answer, to see that a change keeps the answers identical. `npm run bench:statistics` (SQLite) or with `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres` (a fresh database).',
    '',
  ].join('\n');
  const body = ['sqlite', 'postgres']
    .map((d) => sections.get(d))
    .filter((s): s is string => s !== undefined);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${head}\n${body.join('\n\n')}\n`);
}

async function main(): Promise<void> {
  const database = await openBenchDatabase(process.env.DATABASE_URL || undefined);
  try {
    const { db, dialect } = database.handle;
    const plan = planFamily({ size, seed: 20240601 + size });
    const family = await writeFamily(database.handle, plan, 'statistics');
    const f = family.familyId;
    log(`${family.personIds.length} persons written in ${family.seconds.toFixed(0)} s`);
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? undefined,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      BASE_DOMAIN: 'localhost',
    });
    const app = await buildApp({ ...database.handle, config }, { logger: false });
    try {
      const call = async () => {
        const res = await app.inject({
          method: 'GET',
          url: apiPaths.statistics(f),
          headers: { host: familyHost(family.domain) },
        });
        if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
        return res.body;
      };
      const digest = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 12);
      const rows: string[] = [];
      const setting = (level: string) =>
        db.updateTable('families').set({ visitor_dates: level }).where('id', '=', f).execute();

      for (const [name, level] of [
        ['year of birth (default): every birth', 'YEAR'],
        ['names only: the living rule filters births', 'NAMES'],
      ] as const) {
        await setting(level);
        const { times, answer } = await timed(call);
        const hidden = (JSON.parse(answer) as { birthsHidden: number }).birthsHidden;
        rows.push(
          `| GET statistics, ${name} | ${times.map((t) => t.toFixed(0)).join(', ')} | ${ms(median(times))} | ${digest(answer)} (${hidden} births hidden) |`,
        );
        log(`${name}: median ${ms(median(times))}`);
      }

      const today = todayUtc();
      const names = { all: false, today, ownPersonId: null } as const;
      const top = statisticsLimits.topNames;
      const statements: [string, () => Promise<unknown>][] = [
        ['countPersons (persons, living)', () => statistics.countPersons(db, f, today)],
        ['countCouples', () => statistics.countCouples(db, f)],
        ['birthsByDecade, every birth', () => statistics.birthsByDecade(db, f, { all: true })],
        ['birthsByDecade, names only', () => statistics.birthsByDecade(db, f, names)],
        ['countHiddenBirths, names only', () => statistics.countHiddenBirths(db, f, names)],
        ['deathsByDecade', () => statistics.deathsByDecade(db, f)],
        ['agesAtDeath', () => statistics.agesAtDeath(db, f, statisticsLimits.ageBinYears)],
        ['topGivenNames M', () => statistics.topGivenNames(db, f, 'M', top)],
        ['topGivenNames F', () => statistics.topGivenNames(db, f, 'F', top)],
        ['topSurnames', () => statistics.topSurnames(db, f, top)],
      ];
      for (const [name, run] of statements) {
        const { times, answer } = await timed(run);
        rows.push(
          `| ${name} | ${times.map((t) => t.toFixed(0)).join(', ')} | ${ms(median(times))} | ${digest(JSON.stringify(answer))} |`,
        );
      }

      const section = [
        `## ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} — ${new Date().toISOString().slice(0, 16)} UTC`,
        '',
        `${database.description}; ${family.personIds.length - (plan.persons.length - plan.size)} persons in the family (${plan.persons.length - plan.size} outside spouses in another), ${plan.unions.length} couples; ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' / ')} at the end; ${runs} timed runs.`,
        '',
        '| call | each run (ms) | median | answer |',
        '| ---- | ------------- | ------ | ------ |',
        ...rows,
        '',
      ].join('\n');
      writeSection(dialect, section);
      console.log(section);
    } finally {
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

/**
 * The corpus round trip against Gramps (issue 30): every file of `bench/corpus` (real files that
 * nobody here wrote, see its README) is imported into a family of its own through the real
 * server, exported again in GEDCOM 5.5.1, and read by Gramps' own importer, original and export
 * alike. A row per file says what Gramps found in each, kind by kind:
 *
 *   npx tsx bench/src/gramps-round-trip.ts            # every file, SQLite
 *   npx tsx bench/src/gramps-round-trip.ts TGC55C.ged # some
 *   ROUND_TRIP_KEEP=1 npx tsx …                       # and keep the exports to read
 *
 * Needs Debian's `gramps` (its Python modules run with /usr/bin/python3). Writes the table to
 * bench/results/gramps-round-trip-latest.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server.js';
import { openBenchDatabase } from './bench-database.js';
import { newBenchFamily } from './bench-family.js';
import { importInto } from './gedcom-http.js';
import { getText } from './gedcom-http.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, '..', 'corpus');
const kinds = [
  'people',
  'families',
  'events',
  'places',
  'notes',
  'sources',
  'citations',
  'media',
  'repositories',
] as const;
type Counts = Record<(typeof kinds)[number], number>;

function grampsCounts(files: string[]): Record<string, Counts> {
  const script = path.join(here, 'gramps-counts.py');
  const out = execFileSync('/usr/bin/python3', ['-O', script, ...files], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, HOME: mkdtempSync(path.join(os.tmpdir(), 'ft-gramps-home-')) },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, Counts>;
}

const cell = (before: number, after: number | undefined) =>
  after === undefined
    ? `${before} → –`
    : before === after
      ? `${before}`
      : `**${before} → ${after}**`;

async function main(names: string[]) {
  const files = (names.length ? names : readdirSync(corpus).filter((f) => /\.ged$/i.test(f)))
    .sort()
    .map((f) => path.join(corpus, f));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-round-trip-'));
  const database = await openBenchDatabase(process.env.DATABASE_URL || undefined);
  const app = await startAppServer(database);
  const exported = new Map<string, string>();
  const problems = new Map<string, string>();
  try {
    for (const [n, file] of files.entries()) {
      const family = await newBenchFamily(database, app, `corpus${n}`, path.basename(file));
      const problem = await importInto(app.url, family, file);
      if (problem) {
        problems.set(file, problem);
        continue;
      }
      const res = await getText(`${app.url}/api/family/${family.familyId}/gedcom/export`, {
        host: family.host,
        ...family.auth,
      });
      if (res.status !== 200) {
        problems.set(file, `export answered ${res.status}`);
        continue;
      }
      const out = path.join(folder, `${path.basename(file)}.export.ged`);
      writeFileSync(out, res.body);
      exported.set(file, out);
    }
    const counts = grampsCounts([...files, ...exported.values()]);
    const rows = [
      `| file | ${kinds.join(' | ')} | |`,
      `| ---- | ${kinds.map(() => '---').join(' | ')} | --- |`,
    ];
    let equal = 0;
    for (const file of files) {
      const before = counts[file]!;
      const out = exported.get(file);
      const after = out ? counts[out] : undefined;
      const same = after !== undefined && kinds.every((k) => before[k] === after[k]);
      if (same) equal++;
      rows.push(
        `| ${path.basename(file)} | ${kinds.map((k) => cell(before[k], after?.[k])).join(' | ')} | ${
          problems.get(file) ?? (same ? 'equal' : 'differs')
        } |`,
      );
    }
    const table = [
      '# GEDCOM corpus round trip through Gramps',
      '',
      `Gramps ${grampsVersion()} reading each original file, and reading our GEDCOM 5.5.1 export of it ` +
        `(imported into a family of its own): "a → b" where they differ. ${equal} of ${files.length} files equal.`,
      '',
      ...rows,
      '',
    ].join('\n');
    console.log(table);
    writeFileSync(path.join(here, '..', 'results', 'gramps-round-trip-latest.md'), table);
  } finally {
    await app.close();
    await database.dispose();
    // ROUND_TRIP_KEEP=1 keeps the exports to read (why a count differs).
    if (process.env.ROUND_TRIP_KEEP) console.log(`exports kept in ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}

function grampsVersion(): string {
  return execFileSync(
    '/usr/bin/python3',
    ['-c', 'from gramps.version import VERSION; print(VERSION)'],
    {
      encoding: 'utf8',
    },
  ).trim();
}

await main(process.argv.slice(2));

/**
 * What a GEDCOM import adds to the database, and how another family is answered meanwhile
 * (issue 28): a file is imported through the real server over HTTP; the database's size is read
 * before and after (SQLite: the file and its WAL; PostgreSQL: pg_database_size). While the import
 * runs, another family's news page is asked for again and again, one request at a time, and the
 * latencies' median, p99 and maximum are printed.
 *
 *   npx tsx bench/src/gedcom-growth-bench.ts shared 2000 90000   # 2,000 persons share a 90 KB note
 *   npx tsx bench/src/gedcom-growth-bench.ts tree 100000         # a generated tree of 100,000
 *   DATABASE_URL=postgres://… npx tsx bench/src/gedcom-growth-bench.ts tree 100000
 */
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { sql } from 'kysely';
import { apiPaths, type GedcomJob } from '@familytree/shared';
import {
  generateGedcom,
  generateSharedNoteGedcom,
} from '../../apps/api/src/modules/gedcom/gedcom-generator.js';
import { createFamiliesService } from '../../apps/api/src/modules/families/families.service.js';
import { loadConfig } from '../../apps/api/src/infra/config.js';
import { multipartFile } from '../../apps/api/src/test-support/multipart.js';
import { readGedcomFile } from '../../apps/api/src/modules/gedcom/preview.js';
import { startAppServer } from './app-server.js';
import { openBenchDatabase, type BenchDatabase } from './bench-database.js';
import { familyHost, httpGet } from './http-get.js';

function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function databaseBytes(database: BenchDatabase): Promise<number> {
  const { db } = database.handle;
  if (database.databaseUrl) {
    const { rows } = await sql<{
      size: string;
    }>`select pg_database_size(current_database())::text as size`.execute(db);
    return Number(rows[0]!.size);
  }
  // What the WAL holds is counted once, in the database file.
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  return size(database.sqliteFile) + size(`${database.sqliteFile}-wal`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

async function main() {
  const [kind = 'shared', a = '2000', b = '90000'] = process.argv.slice(2);
  const file = Buffer.from(
    kind === 'shared' ? generateSharedNoteGedcom(Number(a), Number(b)) : generateGedcom(Number(a)),
  );
  const database = await openBenchDatabase(process.env.DATABASE_URL || undefined);
  const app = await startAppServer(database);
  try {
    const config = loadConfig({ DATA_DIR: database.dataDir, SEED_DEMO: 'false' });
    const families = createFamiliesService({ ...database.handle, config });
    const newFamily = async (domainName: string) => {
      const admin = {
        email: `admin@${domainName}.example`,
        password: 'bench-password-123',
        firstName: 'Bench',
        lastName: 'Admin',
      };
      const familyId = await families.create({ domainName, name: domainName, admin });
      const login = await request(
        app.url + apiPaths.login,
        'POST',
        { 'content-type': 'application/json', host: 'localhost' },
        Buffer.from(JSON.stringify({ email: admin.email, password: admin.password })),
      );
      const token = (JSON.parse(login.body) as { token: string }).token;
      return { familyId, host: familyHost(domainName), auth: `Bearer ${token}` };
    };
    const importing = await newFamily('growth');
    const other = await newFamily('bystander');
    const before = await databaseBytes(database);
    const { payload, headers } = multipartFile('file', 'tree.ged', file);
    const started = await request(
      `${app.url}/api/family/${importing.familyId}/gedcom/import`,
      'POST',
      { ...headers, host: importing.host, authorization: importing.auth },
      payload,
    );
    if (started.status !== 202)
      throw new Error(`import answered ${started.status}: ${started.body}`);
    const { jobId } = JSON.parse(started.body) as { jobId: string };
    const latencies: number[] = [];
    let job: GedcomJob;
    for (;;) {
      // The other family's page, over HTTP, then the job's state.
      const askedAt = performance.now();
      const news = await httpGet(app.url, `/api/family/${other.familyId}/news`, other.host);
      latencies.push(performance.now() - askedAt);
      if (news.status !== 200) throw new Error(`news answered ${news.status}`);
      const res = await request(
        `${app.url}/api/family/${importing.familyId}/gedcom/import/${jobId}`,
        'GET',
        { host: importing.host, authorization: importing.auth },
      );
      job = JSON.parse(res.body) as GedcomJob;
      if (job.status === 'done' || job.status === 'failed') break;
    }
    const after = await databaseBytes(database);
    latencies.sort((x, y) => x - y);
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
    console.log(
      [
        `${kind} ${a}${kind === 'shared' ? ` x ${b}` : ''} on ${database.description}: job ${job.status}${job.error ? ` (${job.error})` : ''}`,
        `file ${mb(file.length)}, database grew ${mb(after - before)} (${((after - before) / file.length).toFixed(1)}x the file; the import's estimate ${mb(readGedcomFile(file).plan.storedSize)})`,
        `other family's GET during the import: ${latencies.length} requests, median ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.dispose();
  }
}

await main();

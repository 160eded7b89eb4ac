/**
 * Member detail requests per second from the server as `npm start` runs it, with WORKERS=1 and
 * WORKERS=2 (node:cluster processes on one port; issue 18), on the bench's database and family.
 * The in-process server of the other rows is one process by construction; these rows start
 * apps/api/src/main.ts in a child process (through tsx) for each count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@familytree/shared';
import type { BenchDatabase } from './bench-database.js';
import { familyHost } from './http-get.js';
import type { LoadGenerator, LoadResult } from './measure.js';
import type { BenchOptions } from './options.js';
import { seededRandom } from './random.js';
import type { WrittenFamily } from './write-family.js';

const apiMain = fileURLToPath(new URL('../../apps/api/src/main.ts', import.meta.url));
const detailRotation = 500;

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

/** Starts the server with `workers` processes; resolves once the primary says all listen. */
async function startServer(
  workers: number,
  port: number,
  database: BenchDatabase,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', apiMain], {
    env: {
      ...process.env,
      WORKERS: String(workers),
      PORT: String(port),
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not start in 3 minutes')),
      180_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // printWelcome (apps/api/src/main.ts) runs once every process listens.
      if (output.includes('Family Tree is running on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (${code}) before it listened`));
    });
  });
  child.stdout!.resume();
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One row per worker count, as a markdown table. */
export async function measureWorkers(
  database: BenchDatabase,
  family: WrittenFamily,
  load: LoadGenerator,
  options: BenchOptions,
  log: (text: string) => void,
): Promise<string> {
  const workerCounts = options.workers;
  const random = seededRandom(options.seed + 7);
  const paths = Array.from({ length: detailRotation }, () =>
    apiPaths.memberDetail(0, random.pick(family.personIds)),
  );
  const rows: string[] = [];
  for (const workers of workerCounts) {
    const port = await freePort();
    log(`member detail with WORKERS=${workers}: starting the server`);
    const child = await startServer(workers, port, database);
    let result: LoadResult;
    try {
      result = await load.measure({
        url: `http://127.0.0.1:${port}`,
        host: familyHost(family.domain),
        paths,
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
      });
    } finally {
      await stop(child);
    }
    log(`member detail with WORKERS=${workers}: ${result.requestsPerSecond.toFixed(0)} req/s`);
    rows.push(
      `| ${workers} | ${result.requestsPerSecond.toFixed(0)} | ${result.median.toFixed(2)} ms | ` +
        `${result.p99.toFixed(2)} ms | ${result.failures} |`,
    );
  }
  return [
    `Member detail of the ${family.plan.size.toLocaleString('en')}-person family, ` +
      `${options.connections} connections, the server started as \`npm start\` starts it:`,
    '',
    '| WORKERS | req/s | median | p99 | failures |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/**
 * CPU of hostile 1 MB JSON bodies, and how long /healthz waits while 20 of them arrive at once
 * (issue 28). The real server (buildApp) listens on 127.0.0.1 in this process, so the process's
 * CPU time around one request is the server's cost of that body (the client only writes a prepared
 * buffer):
 *
 *   npx tsx bench/src/body-shapes-bench.ts            # SQLite
 *   DATABASE_URL=postgres://… npx tsx bench/src/body-shapes-bench.ts
 *
 * The table is printed and written to bench/results/body-shapes.md.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import { apiPaths } from '@familytree/shared';
import { startAppServer } from './app-server.js';
import { openBenchDatabase } from './bench-database.js';

const megabyte = 1000 * 1000;

/** Bodies of about a megabyte (under the 1 MiB limit), each a shape that once cost or might cost. */
const shapes: Record<string, () => string> = {
  'arrays nested 500,000 deep': () => '['.repeat(500_000) + ']'.repeat(500_000),
  'objects nested 150,000 deep': () => '{"a":'.repeat(150_000) + '1' + '}'.repeat(150_000),
  'an unclosed run of 1,000,000 brackets': () => '['.repeat(megabyte),
  'a flat array of 500,000 numbers': () => `{"email":[${Array(500_000).fill(0).join(',')}]}`,
  'an object of 90,000 keys': () =>
    `{${Array.from({ length: 90_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
  'a string of 160,000 escapes': () => `{"email":"${'\\u00e9'.repeat(160_000)}","password":"x"}`,
  'an array of 80,000 small objects': () =>
    `{"email":[${Array(80_000).fill('{"a":"b"}').join(',')}]}`,
  'an object of 19,000 keys with 50-character values': () =>
    `{${Array.from({ length: 19_000 }, (_, i) => `"k${i}":"${'x'.repeat(40)}"`).join(',')}}`,
  'an array of 6,000 objects of 2 keys': () =>
    `{"email":[${Array(6_000)
      .fill(`{"a":"${'y'.repeat(60)}","b":[1,2]}`)
      .join(',')}]}`,
  '15,000 values nested 31 deep': () =>
    `{"email":[${Array(15_000)
      .fill('['.repeat(30) + ']'.repeat(30))
      .join(',')}]}`,
};

function post(url: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main(): Promise<void> {
  const database = await openBenchDatabase(process.env.DATABASE_URL);
  const server = await startAppServer(database);
  const loginUrl = `${server.url}${apiPaths.login}`;
  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  try {
    say(`# Hostile JSON bodies (${new Date().toISOString().slice(0, 10)})\n`);
    say(`${database.description}; load average ${os.loadavg()[0]!.toFixed(1)} at the start\n`);
    say('| body (about 1 MB) | status | server CPU per request, median of 5 |');
    say('| --- | --- | --- |');
    let worst: { name: string; body: Buffer; cpu: number } | null = null;
    for (const [name, make] of Object.entries(shapes)) {
      const body = Buffer.from(make());
      const cpus: number[] = [];
      let status = 0;
      for (let run = 0; run < 6; run++) {
        const before = process.cpuUsage();
        status = await post(loginUrl, body);
        if (run > 0) cpus.push(cpuMs(process.cpuUsage(before)));
      }
      const cpu = median(cpus);
      say(
        `| ${name} (${(body.length / megabyte).toFixed(2)} MB) | ${status} | ${cpu.toFixed(1)} ms |`,
      );
      if (!worst || cpu > worst.cpu) worst = { name, body, cpu };
    }

    // /healthz polled while 20 copies of the costliest body arrive at once.
    const latencies: number[] = [];
    let sending = true;
    const poll = (async () => {
      while (sending) {
        const started = performance.now();
        await get(`${server.url}/healthz`);
        latencies.push(performance.now() - started);
      }
    })();
    await Promise.all(Array.from({ length: 20 }, () => post(loginUrl, worst!.body)));
    sending = false;
    await poll;
    say(
      `\n/healthz while 20 bodies of "${worst!.name}" arrive at once: ` +
        `${latencies.length} answers, slowest ${Math.max(...latencies).toFixed(1)} ms, ` +
        `median ${median(latencies).toFixed(1)} ms`,
    );
    writeFileSync(new URL('../results/body-shapes.md', import.meta.url), `${lines.join('\n')}\n`);
  } finally {
    await server.close();
    await database.dispose();
  }
}

await main();

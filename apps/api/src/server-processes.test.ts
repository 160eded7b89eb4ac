import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './db/seed/seed-demo.js';

// Issue 18: WORKERS runs that many server processes on one port. Several processes on one SQLite
// file must stay safe (WAL, busy timeout, writes retried), a worker that dies is replaced, and
// SIGTERM stops them all after their requests.

const mainFile = path.join(import.meta.dirname, 'main.ts');
let primary: ChildProcess;
let port: number;
let dataDir: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The server processes the primary forked (not the compiler's helper process). */
const workerPids = (): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(primary.pid), '-f', 'main.ts'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json(): unknown;
}

/** A request as a family's site sends it (fetch may not set Host: node:http does). */
function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: init.method ?? 'GET',
        headers: {
          host: `demo.localhost:${port}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, json: () => JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ft-workers-'));
  primary = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      WORKERS: '2',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'family-tree-demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Three processes compile the sources on start (tsx): slow on a busy machine.
  await until(
    'the server processes to listen',
    () => (output.includes('(2 server processes)') ? true : undefined),
    150_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
}, 180_000);

afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS=2', () => {
  it('runs two server processes on one port', async () => {
    expect(workerPids()).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(apiPaths.health).then((r) => r.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  it('takes concurrent writes on one SQLite file from both processes, none lost', async () => {
    const login = await call(apiPaths.login, {
      method: 'POST',
      body: JSON.stringify({ email: demoLogins.familyAdmin, password: 'family-tree-demo' }),
    });
    expect(login.status).toBe(200);
    const { token, familyList } = login.json() as {
      token: string;
      familyList: Array<{ id: number; domainName: string }>;
    };
    const familyId = familyList.find((f) => f.domainName === 'demo')!.id;
    const auth = { authorization: `Bearer ${token}` };
    const before = Number(
      (await call(`${apiPaths.memberCards(familyId)}?page=1&pageSize=1`)).headers['x-total-count'],
    );
    const founder = (
      (await call(apiPaths.tree(familyId))).json() as Array<{
        member: { personId: number };
      }>
    )[0]!.member.personId;
    // Children of one founder: every save renumbers the same sibling group.
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(apiPaths.saveMember(0, founder), {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            memberType: 'CHILD',
            firstName: `Worker${i}`,
            lastName: 'Mathew',
            gender: 'F',
          }),
        }).then((r) => r.status),
      ),
    );
    expect(saves).toEqual(Array(12).fill(200));
    const after = Number(
      (await call(`${apiPaths.memberCards(familyId)}?page=1&pageSize=1`)).headers['x-total-count'],
    );
    expect(after).toBe(before + 12);
  }, 60_000);

  it('replaces a server process that dies', async () => {
    const [victim] = workerPids();
    process.kill(victim!, 'SIGKILL');
    const replaced = await until('a new server process', () => {
      const pids = workerPids();
      return pids.length === 2 && !pids.includes(victim!) ? pids : undefined;
    });
    expect(replaced).toHaveLength(2);
    expect((await call(apiPaths.health)).status).toBe(200);
  }, 60_000);

  it('stops every process on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => primary.on('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workerPids()).toEqual([]);
  }, 30_000);
});

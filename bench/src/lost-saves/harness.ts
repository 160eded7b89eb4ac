import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiPaths } from '@familytree/shared';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '../../../apps/api/src/infra/config.js';
import { createFamily } from '../../../apps/api/src/test-support/factories.js';
import { openBenchDatabase } from '../bench-database.js';

/** What the few calls here answer, read loosely (a count, not a contract test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are only read, never trusted
export type Json = any;

export interface Answer {
  status: number;
  json: () => Json;
}

/** The family admin's calls to the real server, on a real socket. */
export interface BenchApi {
  familyId: number;
  call(
    method: string,
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ): Promise<Answer>;
}

/**
 * One kind of record whose concurrent saves are counted. Each round: read the version, send
 * `parallel` saves from that same read at once (save i stores the text `label(i)`), then read
 * what is stored. A save answered 200 whose label is not stored was lost.
 */
export interface LostSavesKind<Target = unknown> {
  name: string;
  setUp(api: BenchApi): Promise<Target>;
  readVersion(api: BenchApi, target: Target): Promise<number>;
  save(api: BenchApi, target: Target, version: number, label: string): Promise<Answer>;
  storedLabel(api: BenchApi, target: Target): Promise<string>;
}

function request(
  baseUrl: string,
  host: string,
  method: string,
  url: string,
  body: object | undefined,
  headers: Record<string, string>,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      baseUrl + url,
      {
        method,
        headers: { host, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Starts the server on a fresh database, logs the family admin in, runs every kind. */
export async function runLostSaves(
  kinds: LostSavesKind<never>[],
  rounds: number,
  parallel: number,
) {
  const database = await openBenchDatabase(process.env.DATABASE_URL);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? undefined,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
  });
  const context = { ...database.handle, config };
  const app = await buildApp(context, {
    logger: false,
    webDistDir: path.join(database.dataDir, 'no-web-app'),
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const family = await createFamily(context);
    const host = `${family.domainName}.${config.baseDomain}`;
    const login = await request(
      baseUrl,
      host,
      'POST',
      apiPaths.login,
      {
        email: family.admin.email,
        password: family.admin.password,
      },
      {},
    );
    const authorization = `Bearer ${login.json().token as string}`;
    const api: BenchApi = {
      familyId: family.familyId,
      call: (method, url, body, headers = {}) =>
        request(baseUrl, host, method, url, body, { authorization, ...headers }),
    };
    for (const kind of kinds)
      await countLost(api, kind as LostSavesKind<unknown>, rounds, parallel, database.description);
  } finally {
    await app.close();
    await database.dispose();
  }
}

async function countLost(
  api: BenchApi,
  kind: LostSavesKind<unknown>,
  rounds: number,
  parallel: number,
  where: string,
) {
  const target = await kind.setUp(api);
  let answered200 = 0;
  let lost = 0;
  for (let round = 0; round < rounds; round++) {
    const version = await kind.readVersion(api, target);
    const label = (i: number) => `Round ${round} save ${i}`;
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) => kind.save(api, target, version, label(i))),
    );
    const ok = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
    const stored = await kind.storedLabel(api, target);
    answered200 += ok.length;
    lost += ok.filter((i) => stored !== label(i)).length;
    console.log(
      `${kind.name} round ${round + 1}: ${answers.map((a) => a.status).join(',')} stored "${stored}"`,
    );
  }
  console.log(
    `${where} ${kind.name}: ${rounds} rounds x ${parallel} concurrent saves: ${answered200} answered 200, ${lost} of them lost`,
  );
}

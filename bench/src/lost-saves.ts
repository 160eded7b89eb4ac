import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiPaths } from '@familytree/shared';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/infra/config.js';
import { createFamily } from '../../apps/api/src/test-support/factories.js';
import { openBenchDatabase } from './bench-database.js';

/**
 * Issue 28 item 3: rounds of N saves of one profile tab sent at once from the same read, through
 * the real server on a real socket. A "lost" save was answered 200 and is not what is stored (the
 * last writer overwrote it). Prints the count; it should be 0.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/src/lost-saves.ts
 */
/** What the few calls here answer, read loosely (a count, not a contract test). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are only read, never trusted
type Json = any;

const rounds = Number(process.env.ROUNDS ?? 10);
const parallel = Number(process.env.PARALLEL ?? 12);

function request(
  baseUrl: string,
  host: string,
  method: string,
  url: string,
  body?: object,
  token?: string,
): Promise<{ status: number; json: () => Json }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      baseUrl + url,
      {
        method,
        headers: {
          host,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
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

async function main() {
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
    const call = (method: string, url: string, body?: object, token?: string) =>
      request(baseUrl, host, method, url, body, token);
    const login = await call('POST', apiPaths.login, {
      email: family.admin.email,
      password: family.admin.password,
    });
    const token = login.json().token as string;
    const founder = await call(
      'POST',
      apiPaths.founder(family.familyId),
      { firstName: 'Root', lastName: 'Person', gender: 'M' },
      token,
    );
    const personId = founder.json().personId as number;

    let answered200 = 0;
    let lost = 0;
    for (let round = 0; round < rounds; round++) {
      const read = (await call('GET', apiPaths.memberProfile(personId), undefined, token)).json();
      const version = read.versions.basic as number;
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          call(
            'POST',
            apiPaths.profileSave(personId, 'saveBasicDetails'),
            {
              firstName: 'Root',
              middleName: null,
              lastName: 'Person',
              nickName: null,
              familyName: null,
              countryOfBirth: null,
              placeOfBirth: `Round ${round} save ${i}`,
              gender: 'M',
              dateOfBirth: null,
              livingStatus: true,
              dateOfDeath: null,
              version,
            },
            token,
          ),
        ),
      );
      const ok = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
      const stored = (await call('GET', apiPaths.memberProfile(personId), undefined, token)).json()
        .personDetail.placeOfBirth as string;
      answered200 += ok.length;
      lost += ok.filter((i) => stored !== `Round ${round} save ${i}`).length;
      console.log(
        `round ${round + 1}: ${answers.map((a) => a.status).join(',')} stored "${stored}"`,
      );
    }
    console.log(
      `${database.description}: ${rounds} rounds x ${parallel} concurrent saves: ${answered200} answered 200, ${lost} of them lost`,
    );
  } finally {
    await app.close();
    await database.dispose();
  }
}

await main();

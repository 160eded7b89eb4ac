import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.js';
import { migrateToLatest } from '../db/migrate.js';
import type { AppConfig } from '../infra/config.js';
import type { AppContext } from '../infra/context.js';
import { openDatabase, openSqlite, type DatabaseHandle } from '../infra/database.js';
import { sendFamilyHosts } from './family-host.js';
import { testDatabasePrefix, testDatabaseUrl, testDialect } from './test-env.js';

export interface TestContext {
  context: AppContext;
  app: FastifyInstance;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    baseDomain: 'localhost',
    databaseUrl: null,
    dataDir,
    demoPassword: 'family-tree-demo',
    seedDemo: false,
    logLevel: 'silent',
    appSecret: randomBytes(32).toString('hex'),
    trustProxy: false,
    smtpUrl: null,
    mailFrom: 'Family Tree <no-reply@localhost>',
    publicScheme: 'http',
    publicPort: 8081,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 60_000,
    keepAliveTimeoutMs: 10_000,
    maxConnectionsPerAddress: 0,
    checkResponses: true,
    workers: 1,
    mediaUrl: null,
    gedcomImportMaxBytes: 1_000_000_000,
    ...overrides,
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A closed pool's backends linger for a moment on the server; dropping the database under them
 * (even WITH FORCE) can race their shutdown, so wait until they have gone.
 */
async function dropWhenIdle(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 250; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export interface OpenedDatabase {
  handle: DatabaseHandle;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database of the test dialect (SQLite in memory unless a folder is given, or a
 * new PostgreSQL database): for tests of the migrations themselves. Destroy the handle's db, then
 * drop() it.
 */
export async function openTestDatabase(sqliteDir: string | null = null): Promise<OpenedDatabase> {
  if (testDialect === 'sqlite') {
    // A file, as the server opens it, when a test needs its second (reading) connection.
    const file = sqliteDir === null ? ':memory:' : path.join(sqliteDir, 'familytree.sqlite');
    return { handle: openSqlite(file), databaseUrl: null, drop: async () => {} };
  }
  const name = `${testDatabasePrefix}${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const databaseUrl = withDatabase(testDatabaseUrl(), name);
  return {
    handle: openDatabase(databaseUrl, tmpdir()),
    databaseUrl,
    drop: () => dropWhenIdle(name),
  };
}

/**
 * A fresh, migrated database (SQLite in memory, or a file with `sqliteFile`; or a new PostgreSQL
 * database) with the app built on it. Call it once per test file (beforeAll) and close() it in
 * afterAll.
 */
export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  build: Pick<BuildAppOptions, 'logStream' | 'webDistDir'> & { sqliteFile?: boolean } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-api-test-'));
  const opened = await openTestDatabase(build.sqliteFile ? dataDir : null);
  try {
    await migrateToLatest(opened.handle);
  } catch (error) {
    await opened.handle.db.destroy();
    await opened.drop();
    throw error;
  }
  const context: AppContext = {
    ...opened.handle,
    config: testConfig(dataDir, { databaseUrl: opened.databaseUrl, ...overrides }),
  };
  const app = await buildApp(context, {
    logger: build.logStream !== undefined,
    ...(build.logStream ? { logStream: build.logStream } : {}),
    webDistDir: build.webDistDir ?? path.join(dataDir, 'no-web-dist'),
  });
  await app.ready();
  sendFamilyHosts(app, context);

  let closed = false;
  return {
    context,
    app,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await app.close();
        await context.db.destroy();
      } finally {
        await opened.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

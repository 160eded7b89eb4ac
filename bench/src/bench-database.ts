import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../apps/api/src/db/migrate.js';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/infra/database.js';

/** The database a run works on: a temporary SQLite file, or a fresh PostgreSQL database. */
export interface BenchDatabase {
  handle: DatabaseHandle;
  /** null for SQLite; the URL of the fresh database for PostgreSQL. */
  databaseUrl: string | null;
  /** DATA_DIR of the app: holds the SQLite file, the app secret and (unused) uploads. */
  dataDir: string;
  sqliteFile: string;
  description: string;
  /** Closes every connection and removes the temporary database. Safe to call twice. */
  dispose(): Promise<void>;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Opens (and migrates) the bench database; `serverUrl` is DATABASE_URL or undefined. */
export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ft-bench-'));
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (serverUrl) {
    const name = `ft_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }

  let disposed = false;
  let handle: DatabaseHandle | null = null;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    await handle?.db.destroy();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    handle = openDatabase(databaseUrl, dataDir);
    await migrateToLatest(handle);
    const version =
      handle.dialect === 'postgres'
        ? (
            await sql<{ v: string }>`select current_setting('server_version') as v`.execute(
              handle.db,
            )
          ).rows[0]!.v
        : (await sql<{ v: string }>`select sqlite_version() as v`.execute(handle.db)).rows[0]!.v;
    const description =
      handle.dialect === 'postgres'
        ? `PostgreSQL ${version} (database ${new URL(databaseUrl!).pathname.slice(1)} on ${new URL(databaseUrl!).host}, pg pool of 10)`
        : `SQLite ${version} (better-sqlite3, temporary file, WAL)`;
    return {
      handle,
      databaseUrl,
      dataDir,
      sqliteFile: path.join(dataDir, 'familytree.sqlite'),
      description,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

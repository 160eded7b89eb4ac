import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
}

export function openDatabase(databaseUrl: string | null, dataDir: string): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client whose server connection drops (restart, admin terminate) emits 'error' on
    // the pool; unhandled, that would crash the process. The next query simply reconnects.
    pool.on('error', () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  return openSqlite(path.join(dataDir, 'familytree.sqlite'));
}

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  };
}

/** Which engine a handle (or a transaction on it) talks to, for the few statements that differ. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

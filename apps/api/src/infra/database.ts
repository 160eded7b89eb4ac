import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type Driver,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import { SqliteConnections } from './sqlite-connections.js';
import { withStatementCache } from './sqlite-statements.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
}

export function openDatabase(databaseUrl: string | null, dataDir: string): DatabaseHandle {
  if (databaseUrl) {
    // JIT off: PostgreSQL's planner over-estimates recursive walks (the tree's ancestor and
    // relation walks) and then spends seconds compiling a query that runs in milliseconds.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
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

/**
 * SQLite's deferred BEGIN takes the write lock at the first write; when another server process
 * wrote in between, that upgrade fails at once (SQLITE_BUSY_SNAPSHOT) instead of waiting. The
 * transactions here are writes: they take the write lock at BEGIN IMMEDIATE and wait for it
 * (busy_timeout). Selects outside a transaction go to a second, read-only connection while a
 * transaction holds the writing one (sqlite-connections.ts).
 */
class TwoConnectionSqliteDialect extends SqliteDialect {
  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteDatabase | null,
  ) {
    super({ database: writer });
  }
  override createDriver(): Driver {
    return new SqliteConnections(this.writer, this.reader);
  }
}

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // An in-memory database is private to its connection: there is nothing to open twice.
  const inMemory = file === ':memory:' || file === '';
  let reader: SQLite.Database | null = null;
  if (!inMemory) {
    reader = new SQLite(file, { readonly: true });
    reader.pragma('busy_timeout = 5000');
  }
  return {
    db: new Kysely<Database>({
      dialect: new TwoConnectionSqliteDialect(
        withStatementCache(sqlite),
        reader && withStatementCache(reader),
      ),
    }),
    dialect: 'sqlite',
  };
}

/** Which engine a handle (or a transaction on it) talks to, for the few statements that differ. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
